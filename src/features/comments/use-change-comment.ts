// Editing and deleting a comment: the list shows the change at once; a failure puts it back.
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Comment } from '../../../contract/comments'
import { snapshotQueries } from '../../lib/optimistic'
import { POSTS_QUERY_ROOT } from '../../lib/query-roots'
import type { CommentPage } from './api'
import { deleteComment, editComment } from './writes'
import { commentQueries } from './queries'

function mapComments(
  data: InfiniteData<CommentPage, unknown> | undefined,
  map: (comments: Comment[]) => Comment[],
) {
  return data
    ? { ...data, pages: data.pages.map((page) => ({ ...page, comments: map(page.comments) })) }
    : data
}

/** Edits one's own comment; it shows the new text, marked 'edited', before the server answers. */
export function useEditComment(postId: string) {
  const queryClient = useQueryClient()
  const { queryKey } = commentQueries.list(postId)
  return useMutation({
    mutationFn: ({ commentId, comment }: { commentId: string; comment: string }) =>
      editComment(commentId, comment),
    meta: { errorTitle: 'Your comment was not saved, please try again' },
    onMutate: async ({ commentId, comment }) => {
      const restore = await snapshotQueries(queryClient, [queryKey])
      const editedAt = new Date().toISOString()
      queryClient.setQueryData(queryKey, (data) =>
        mapComments(data, (comments) =>
          comments.map((c) => (c._id === commentId ? { ...c, comment, editedAt } : c)),
        ),
      )
      return { restore }
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, (data) =>
        mapComments(data, (comments) => comments.map((c) => (c._id === saved._id ? saved : c))),
      )
    },
    onError: (_error, _input, context) => context?.restore(),
  })
}

/**
 * Deletes a comment (one's own, or any on one's post): it leaves the list at once, and the
 * post's comment count follows with the next read of the post.
 */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient()
  const { queryKey } = commentQueries.list(postId)
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(commentId),
    meta: { errorTitle: 'The comment was not deleted, please try again' },
    onMutate: async (commentId) => {
      const restore = await snapshotQueries(queryClient, [queryKey])
      queryClient.setQueryData(queryKey, (data) =>
        mapComments(data, (comments) => comments.filter((c) => c._id !== commentId)),
      )
      return { restore }
    },
    onError: (_error, _commentId, context) => context?.restore(),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: POSTS_QUERY_ROOT })
    },
  })
}
