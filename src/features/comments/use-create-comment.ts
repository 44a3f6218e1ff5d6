import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import type { Comment, NewCommentInput } from '../../../contract/comments'
import type { SessionUser } from '../../lib/auth/session'
import { mapPageItems, patchItem, prependToFirstPage } from '../../lib/optimistic'
import {
  CREATE_COMMENT_KEY,
  OPTIMISTIC_PREFIX,
  optimisticId,
  setCommentWriteDefaults,
} from './paused-writes'
import { commentQueries } from '../../entities/comment/queries'
import { useT } from '../../lib/i18n/context'
// Its own small area: this hook is in the reading pages' shared chunk (scripts/first-screens-chunks.ts),
// which every screen that shares it fetches; the comments area comes with the post page alone.
import commentWrites from '../../locales/en/comment-writes.messages.json'

/** Whether the comment is this page's own copy, shown while the server has not confirmed it. */
export function isUnconfirmed(comment: Comment): boolean {
  return comment._id.startsWith(OPTIMISTIC_PREFIX)
}

/** Whether the unconfirmed comment waits for the connection to be sent (docs/decisions/0040). */
export function useIsWaitingToSend(comment: Comment): boolean {
  const waiting = useMutationState({
    filters: { mutationKey: CREATE_COMMENT_KEY, status: 'pending' },
    select: (mutation) =>
      mutation.state.isPaused &&
      optimisticId(mutation.state.variables as NewCommentInput) === comment._id,
  })
  return waiting.includes(true)
}

/** 128 random bits as hex; unlike crypto.randomUUID, getRandomValues needs no secure context. */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

/** What posting a comment takes: its text, and the comment it answers if it is a reply. */
export interface NewCommentVariables {
  comment: string
  parentId?: string | undefined
}

/**
 * Posts a comment (or, with `parentId`, a reply): it is put at the start of the cached list at once, in the signed-in user's
 * name; a failure takes it out again with a toast. The server's copy replaces it afterwards.
 * Offline it waits, paused, marked as waiting to send, and goes when the connection is back
 * (src/features/comments/paused-writes.ts holds what sends it).
 *
 * The same text sent again after a failure carries the same idempotency key, so when the first
 * request did reach the server and only its answer was lost, the retry does not post it twice.
 * `mutate` takes the text (and the parent); the mutation's variables are the request's body, a
 * plain object.
 */
export function useCreateComment(postId: string, user: SessionUser) {
  const t = useT(commentWrites)
  const queryClient = useQueryClient()
  setCommentWriteDefaults(queryClient)
  const { queryKey } = commentQueries.list(postId)
  const attempt = useRef<{ comment: string; key: string } | null>(null)
  const keyFor = (comment: string) => {
    if (attempt.current?.comment !== comment) attempt.current = { comment, key: randomKey() }
    return attempt.current.key
  }
  const mutation = useMutation<Comment, Error, NewCommentInput>({
    mutationKey: CREATE_COMMENT_KEY,
    meta: { errorTitle: t('commentWrites.postFailed') },
    // No context: a paused write is kept on the device, and what it keeps must be plain data.
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey })
      const optimistic: Comment = {
        _id: optimisticId(input),
        comment: input.comment,
        userEmail: user.email,
        userName: user.displayName ?? user.email.split('@')[0] ?? '',
        userPhotoURL: user.photoURL ?? '',
        userId: user.uid,
        postId,
        time: new Date().toISOString(),
        parentId: input.parentId ?? null,
        replyCount: 0,
      }
      const { parentId } = input
      queryClient.setQueryData(queryKey, (data) => {
        const added = prependToFirstPage(data, (page) => ({
          ...page,
          comments: [optimistic, ...page.comments],
        }))
        // The comment answered counts one more reply at once, as the server will (a refusal's
        // refetch puts the count back).
        if (!parentId) return added
        return mapPageItems(
          added,
          'comments',
          patchItem(parentId, (c) => ({ ...c, replyCount: c.replyCount + 1 })),
        )
      })
    },
  })
  type Options = Parameters<typeof mutation.mutate>[1]
  return {
    ...mutation,
    mutate: ({ comment, parentId }: NewCommentVariables, options?: Options) => {
      const input: NewCommentInput = {
        comment,
        postId,
        idempotencyKey: keyFor(comment),
        ...(parentId ? { parentId } : {}),
      }
      mutation.mutate(input, {
        ...options,
        onSuccess: (...args) => {
          attempt.current = null
          options?.onSuccess?.(...args)
        },
      })
    },
  }
}
