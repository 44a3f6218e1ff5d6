// A like or a bookmark made offline waits, paused, and is sent when the connection is back, also
// after the tab was closed (docs/decisions/0040): its variables are plain data and what sends it
// is set here by key, before the kept copy is restored. Both are a PUT or DELETE of a state, so a
// replay is a no-op on the server; undoing one needs no snapshot, only the state it replaced.
import type { QueryClient } from '@tanstack/react-query'
import { sessionStore } from '../../lib/auth/session'
import { WRITES_IN_ORDER, oncePerClient } from '../../lib/waiting-writes'
import { updateCachedPost } from '../../entities/post/cache'
import { postQueries } from '../../entities/post/queries'

export const LIKE_KEY = ['posts', 'like'] as const
export const BOOKMARK_KEY = ['posts', 'bookmark'] as const

export interface LikeVariables {
  postId: string
  liked: boolean
}

export interface BookmarkVariables {
  postId: string
  saved: boolean
}

/** Shows the post liked (or not) in every cached copy, its count moved by one. */
export function showLike(queryClient: QueryClient, { postId, liked }: LikeVariables): void {
  updateCachedPost(queryClient, postId, (post) =>
    post.likedByMe === liked
      ? post
      : { ...post, likedByMe: liked, likeCount: Math.max(0, post.likeCount + (liked ? 1 : -1)) },
  )
}

/** Shows the post saved (or not) in every cached copy; the reading list follows in the hook. */
export function showBookmark(queryClient: QueryClient, { postId, saved }: BookmarkVariables): void {
  updateCachedPost(queryClient, postId, (post) => ({ ...post, bookmarkedByMe: saved }))
}

/** Undoes a bookmark shown but not made: the post's mark, and the reading list read again. */
export function unshowBookmark(queryClient: QueryClient, variables: BookmarkVariables): void {
  showBookmark(queryClient, { ...variables, saved: !variables.saved })
  void queryClient.invalidateQueries({ queryKey: postQueries.readingLists() })
}

/** Stops the fetches of the post's copies, whose answers would overwrite an optimistic change. */
export async function cancelPostFetches(queryClient: QueryClient, postId: string): Promise<void> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: postQueries.lists() }),
    queryClient.cancelQueries({ queryKey: postQueries.detail(postId).queryKey }),
  ])
}

/**
 * The writes' code, which comes with the first tap (writes.ts; the screens have changed
 * already), once the session is known: a write restored after a reload needs its token.
 */
async function postWrites() {
  const [writes] = await Promise.all([import('../../entities/post/writes'), sessionStore.ready()])
  return writes
}

/**
 * What sends a like or a bookmark, also one restored from the kept copy. Set once. The failure's
 * title is the hook's (`meta`, in the reader's language: docs/decisions/0077), which a write kept
 * while paused keeps with it; the English here is only for a write without one.
 */
export const setPostWriteDefaults = oncePerClient((queryClient) => {
  queryClient.setMutationDefaults(LIKE_KEY, {
    mutationFn: async ({ postId, liked }: LikeVariables) =>
      (await postWrites()).setLike(postId, liked),
    scope: WRITES_IN_ORDER,
    meta: { errorTitle: 'Your like was not saved, please try again' },
    // The server's own count replaces the guess, since others like the post too.
    onSuccess: (result: { likeCount: number; likedByMe: boolean }, { postId }: LikeVariables) => {
      updateCachedPost(queryClient, postId, (post) => ({ ...post, ...result }))
    },
    onError: (_error, variables: LikeVariables) =>
      showLike(queryClient, { ...variables, liked: !variables.liked }),
  })
  queryClient.setMutationDefaults(BOOKMARK_KEY, {
    mutationFn: async ({ postId, saved }: BookmarkVariables) =>
      (await postWrites()).setBookmark(postId, saved),
    scope: WRITES_IN_ORDER,
    meta: { errorTitle: 'Your reading list was not changed, please try again' },
    onError: (_error, variables: BookmarkVariables) => unshowBookmark(queryClient, variables),
  })
})
