import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import type { Comment } from '../../../contract/comments'
import type { SessionUser } from '../../lib/auth/session'
import { prependToFirstPage, snapshotQueries } from '../../lib/optimistic'
import { POSTS_QUERY_ROOT } from '../../lib/query-roots'
import type { CommentPage } from './api'
import { createComment } from './writes'
import { commentQueries } from './queries'

const OPTIMISTIC_PREFIX = 'optimistic-'

/** Whether the comment is this page's own copy, shown while the server has not confirmed it. */
export function isUnconfirmed(comment: Comment): boolean {
  return comment._id.startsWith(OPTIMISTIC_PREFIX)
}

/** 128 random bits as hex; unlike crypto.randomUUID, getRandomValues needs no secure context. */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

function withReplyCounted(data: InfiniteData<CommentPage>, parentId: string) {
  const counted = (c: Comment) => (c._id === parentId ? { ...c, replyCount: c.replyCount + 1 } : c)
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, comments: page.comments.map(counted) })),
  }
}

/** What posting a comment takes: its text, and the comment it answers if it is a reply. */
export interface NewCommentVariables {
  comment: string
  parentId?: string | undefined
}

/**
 * Posts a comment (or, with `parentId`, a reply): it is put at the start of the cached list at once, in the signed-in user's
 * name; a failure takes it out again with a toast. The server's copy replaces it afterwards.
 *
 * The same text sent again after a failure carries the same idempotency key, so when the first
 * request did reach the server and only its answer was lost, the retry does not post it twice.
 */
export function useCreateComment(postId: string, user: SessionUser) {
  const queryClient = useQueryClient()
  const { queryKey } = commentQueries.list(postId)
  const attempt = useRef<{ comment: string; key: string } | null>(null)
  const keyFor = (comment: string) => {
    if (attempt.current?.comment !== comment) attempt.current = { comment, key: randomKey() }
    return attempt.current.key
  }
  return useMutation({
    mutationFn: ({ comment, parentId }: NewCommentVariables) =>
      createComment({ comment, postId, parentId, idempotencyKey: keyFor(comment) }),
    meta: { errorTitle: 'Your comment was not posted, please try again' },
    // Offline, fail at once and say so, rather than wait paused with the box locked.
    networkMode: 'always',
    onMutate: async ({ comment, parentId }) => {
      const restore = await snapshotQueries(queryClient, [queryKey])
      const optimistic: Comment = {
        _id: `${OPTIMISTIC_PREFIX}${randomKey()}`,
        comment,
        userEmail: user.email,
        userName: user.displayName ?? user.email.split('@')[0] ?? '',
        userPhotoURL: user.photoURL ?? '',
        userId: user.uid,
        postId,
        time: new Date().toISOString(),
        parentId: parentId ?? null,
        replyCount: 0,
      }
      queryClient.setQueryData(queryKey, (data) => {
        const added = prependToFirstPage(data, (page) => ({
          ...page,
          comments: [optimistic, ...page.comments],
        }))
        // The comment answered counts one more reply at once, as the server will.
        return added && parentId ? withReplyCounted(added, parentId) : added
      })
      return { restore, optimisticId: optimistic._id }
    },
    onSuccess: (saved, _comment, context) => {
      attempt.current = null
      queryClient.setQueryData(queryKey, (data) =>
        prependToFirstPage(data, (page) => ({
          ...page,
          comments: page.comments.map((c) => (c._id === context.optimisticId ? saved : c)),
        })),
      )
    },
    onError: (_error, _comment, context) => context?.restore(),
    // Not awaited: the mutation settles, and the form hears of it, without waiting for this
    // refetch, which on a dead connection retries for ~11 s (ky's and the query's retries).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey })
      // The post's comment count, on its page and its cards.
      void queryClient.invalidateQueries({ queryKey: POSTS_QUERY_ROOT })
    },
  })
}
