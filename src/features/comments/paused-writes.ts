// A comment written offline waits, paused, and is sent when the connection is back, also after
// the tab was closed (docs/decisions/0040): its mutation lives in the query cache's kept copy,
// so everything it needs to be sent again is in its variables (the contract's request body, with
// the idempotency key that makes a resend of a comment the server has already a no-op) and in
// the defaults set here, which the app sets before the kept copy is restored.
import type { QueryClient } from '@tanstack/react-query'
import type { Comment, NewCommentInput } from '../../../contract/comments'
import { sessionStore } from '../../lib/auth/session'
import { patchItem } from '../../lib/optimistic'
import { WRITES_IN_ORDER, oncePerClient } from '../../lib/waiting-writes'
import { postQueries } from '../../entities/post/queries'
import { returnText } from './returned-texts'
import { createComment, editComment } from './writes'
import { commentQueries, updateCachedComments } from '../../entities/comment/queries'

export const CREATE_COMMENT_KEY = ['comments', 'create'] as const
export const EDIT_COMMENT_KEY = ['comments', 'edit'] as const

/**
 * An edit of one's comment: the new text, and the text it replaced, which a refusal or a cancel
 * puts back (a PUT of the whole text, so a replay is a no-op on the server).
 */
export interface EditCommentVariables {
  postId: string
  commentId: string
  comment: string
  was: { comment: string; editedAt?: string | undefined }
}

/** Shows the comment with `text` (and `editedAt`) in its post's cached list. */
export function showCommentText(
  queryClient: QueryClient,
  { postId, commentId }: Pick<EditCommentVariables, 'postId' | 'commentId'>,
  text: { comment: string; editedAt?: string | undefined },
): void {
  updateCachedComments(
    queryClient,
    postId,
    patchItem(commentId, ({ editedAt: _, ...rest }) => ({
      ...rest,
      comment: text.comment,
      ...(text.editedAt ? { editedAt: text.editedAt } : {}),
    })),
  )
}
export const OPTIMISTIC_PREFIX = 'optimistic-'

/** The id of the copy shown while the comment is not confirmed: its key's, so a reload finds it. */
export const optimisticId = (input: NewCommentInput) =>
  `${OPTIMISTIC_PREFIX}${input.idempotencyKey ?? ''}`

/**
 * What sends a comment, also one restored from the kept copy after a reload. Set once. The
 * failure's title is the hook's (`meta`, in the reader's language: docs/decisions/0077), which a
 * write kept while paused keeps with it; the English here is only for a write without one.
 */
export const setCommentWriteDefaults = oncePerClient((queryClient) => {
  queryClient.setMutationDefaults<Comment, Error, NewCommentInput>(CREATE_COMMENT_KEY, {
    // A write restored from the kept copy may resume before the session is known again (the
    // token goes only with a signed-in session): it waits for it rather than meet a 401.
    mutationFn: async (input: NewCommentInput) => {
      await sessionStore.ready()
      return createComment(input)
    },
    scope: WRITES_IN_ORDER,
    meta: { errorTitle: 'Your comment was not posted, please try again' },
    onSuccess: (saved, input) => {
      updateCachedComments(
        queryClient,
        input.postId,
        patchItem(optimisticId(input), () => saved),
      )
    },
    // Refused (the post was deleted meanwhile, the text too long): the copy goes, the toast says
    // why, and the text goes back to a comment box: the form that sent it puts it back itself,
    // and one restored after the tab was closed goes to its post's box (returned-texts.ts).
    onError: (_error, input) => {
      updateCachedComments(queryClient, input.postId, (comments) =>
        comments.filter((c) => c._id !== optimisticId(input)),
      )
      returnText(input.postId, input.comment)
    },
    // Not awaited: the mutation settles, and the form hears of it, without waiting for this
    // refetch, which on a dead connection retries for ~11 s (ky's and the query's retries).
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: commentQueries.list(input.postId).queryKey })
      // The post's comment count, on its page and its cards.
      void queryClient.invalidateQueries({ queryKey: postQueries.all() })
    },
  })
  setEditDefaults(queryClient)
})

/** What sends an edit of a comment, also one restored from the kept copy. Set once. */
function setEditDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<Comment, Error, EditCommentVariables>(EDIT_COMMENT_KEY, {
    mutationFn: async ({ commentId, comment }) => {
      await sessionStore.ready()
      return editComment(commentId, comment)
    },
    scope: WRITES_IN_ORDER,
    meta: { errorTitle: 'Your comment was not saved, please try again' },
    onSuccess: (saved) => {
      updateCachedComments(
        queryClient,
        saved.postId,
        patchItem(saved._id, () => saved),
      )
    },
    onError: (_error, variables) => showCommentText(queryClient, variables, variables.was),
  })
}

/** The comment waiting to be sent whose copy is `commentId`, if one waits. */
function waitingFor(queryClient: QueryClient, commentId: string) {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: CREATE_COMMENT_KEY })
    .find(
      (mutation) =>
        mutation.state.isPaused &&
        optimisticId(mutation.state.variables as NewCommentInput) === commentId,
    )
}

/** Cancels a comment still waiting to be sent: it is never sent, and its copy goes. */
export function cancelWaitingComment(queryClient: QueryClient, comment: Comment): void {
  const mutation = waitingFor(queryClient, comment._id)
  if (mutation) queryClient.getMutationCache().remove(mutation)
  updateCachedComments(queryClient, comment.postId, (comments) =>
    comments.filter((c) => c._id !== comment._id),
  )
}
