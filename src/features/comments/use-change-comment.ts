// Editing and deleting a comment: the list shows the change at once; a failure puts it back.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Comment } from '../../../contract/comments'
import { snapshotQueries } from '../../lib/optimistic'
import { dropWaitingWrite, useWaitingWrite } from '../../lib/waiting-writes'
import {
  EDIT_COMMENT_KEY,
  type EditCommentVariables,
  setCommentWriteDefaults,
  showCommentText,
} from './paused-writes'
import { deleteComment } from './writes'
import { postQueries } from '../../entities/post/queries'
import { commentQueries, updateCachedComments } from '../../entities/comment/queries'
import { useT } from '../../lib/i18n/context'
import comments from '../../locales/en/comments.messages.json'

/**
 * Edits one's own comment; it shows the new text, marked 'edited', before the server answers,
 * and a refusal puts the old text back. Offline the edit waits to be sent
 * (src/features/comments/paused-writes.ts): `useWaitingEdit` says so and `cancelWaitingEdit`
 * takes it back.
 */
export function useEditComment(postId: string) {
  const t = useT(comments)
  const queryClient = useQueryClient()
  setCommentWriteDefaults(queryClient)
  const { queryKey } = commentQueries.list(postId)
  const mutation = useMutation<Comment, Error, EditCommentVariables>({
    mutationKey: EDIT_COMMENT_KEY,
    meta: { errorTitle: t('comments.editFailed') },
    // No context: a paused write is kept on the device, and what it keeps must be plain data.
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey })
      showCommentText(queryClient, variables, {
        comment: variables.comment,
        editedAt: new Date().toISOString(),
      })
    },
  })
  type Options = Parameters<typeof mutation.mutate>[1]
  return {
    ...mutation,
    /** Saves `comment` as the text of `was`, the comment as shown. */
    mutate: ({ was, comment }: { was: Comment; comment: string }, options?: Options) =>
      mutation.mutate(
        {
          postId,
          commentId: was._id,
          comment,
          was: { comment: was.comment, editedAt: was.editedAt },
        },
        options,
      ),
  }
}

/** Whether an edit of this comment waits for the connection to be sent. */
export function useWaitingEdit(comment: Comment): number | undefined {
  return useWaitingWrite<EditCommentVariables>(EDIT_COMMENT_KEY, (v) => v.commentId === comment._id)
}

/** Takes back an edit still waiting: never sent, and the old text shows again. */
export function cancelWaitingEdit(queryClient: QueryClient, mutationId: number): void {
  const dropped = dropWaitingWrite<EditCommentVariables>(queryClient, mutationId)
  if (dropped) showCommentText(queryClient, dropped, dropped.was)
}

/**
 * Deletes a comment (one's own, or any on one's post): it leaves the list at once, and the
 * post's comment count follows with the next read of the post.
 */
export function useDeleteComment(postId: string) {
  const t = useT(comments)
  const queryClient = useQueryClient()
  const { queryKey } = commentQueries.list(postId)
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(commentId),
    meta: { errorTitle: t('comments.deleteFailed') },
    onMutate: async (commentId) => {
      const restore = await snapshotQueries(queryClient, [queryKey])
      updateCachedComments(queryClient, postId, (comments) =>
        comments.filter((c) => c._id !== commentId),
      )
      return { restore }
    },
    onError: (_error, _commentId, context) => context?.restore(),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: postQueries.all() })
    },
  })
}
