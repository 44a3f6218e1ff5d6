import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Comment } from '../../../contract/comments'
import type { SessionUser } from '../../lib/auth/session'
import { prependToFirstPage, snapshotQueries } from '../../lib/optimistic'
import { createComment } from './api'
import { commentQueries } from './queries'

/**
 * Posts a comment: it is put at the start of the cached list at once, in the signed-in user's
 * name; a failure takes it out again with a toast. The server's copy replaces it afterwards.
 */
export function useCreateComment(postId: string, user: SessionUser) {
  const queryClient = useQueryClient()
  const { queryKey } = commentQueries.list(postId)
  return useMutation({
    mutationFn: (comment: string) => createComment({ comment, postId }),
    meta: { errorTitle: 'Your comment was not posted, please try again' },
    onMutate: async (comment) => {
      const restore = await snapshotQueries(queryClient, [queryKey])
      const optimistic: Comment = {
        // crypto.randomUUID needs a secure context; this id only has to be unique on this page.
        _id: `optimistic-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
        comment,
        userEmail: user.email,
        userName: user.displayName ?? user.email,
        postId,
        time: new Date().toISOString(),
      }
      queryClient.setQueryData(queryKey, (data) =>
        prependToFirstPage(data, (page) => ({ ...page, comments: [optimistic, ...page.comments] })),
      )
      return { restore }
    },
    onError: (_error, _comment, context) => context?.restore(),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
}
