// Hiding or showing a comment (issue 26): a moderator any, the post's author those on their post.
// Every cached list marks it at once; a failure puts the lists back; the server's lists, read
// again, say what others see.
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import { POSTS_QUERY_ROOT } from '../../lib/query-roots'
import { MODERATION_QUERY_ROOT } from '../../lib/moderation/queries'
import { snapshotQueries } from '../../lib/optimistic'
import { notify } from '../../lib/toast'
import type { CommentPage } from './api'
import { commentQueries } from './queries'

export function useHideComment(hiddenAs: 'moderator' | 'author') {
  const queryClient = useQueryClient()
  const lists = commentQueries.lists()
  return useMutation({
    mutationFn: ({ commentId, hidden }: { commentId: string; hidden: boolean }) =>
      import('../../lib/moderation/api').then((m) =>
        m.setHidden({ type: 'comment', id: commentId }, hidden),
      ),
    meta: { errorTitle: 'That did not work, please try again' },
    onMutate: async ({ commentId, hidden }) => {
      const restore = await snapshotQueries(queryClient, [lists])
      queryClient.setQueriesData<InfiniteData<CommentPage>>({ queryKey: lists }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                comments: page.comments.map((c) => {
                  if (c._id !== commentId) return c
                  const { hidden: _was, ...rest } = c
                  return hidden ? { ...rest, hidden: hiddenAs } : rest
                }),
              })),
            }
          : data,
      )
      return { restore }
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSuccess: (_data, { hidden }) =>
      notify.success(hidden ? 'Comment hidden' : 'Comment shown again'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lists }),
        queryClient.invalidateQueries({ queryKey: POSTS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_ROOT }),
      ]),
  })
}
