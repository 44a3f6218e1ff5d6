import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PostSummary } from '../../../contract/posts'
import { dropWaitingWrite, useWaitingWrite } from '../../lib/waiting-writes'
import { changeCachedList } from '../../entities/post/cache'
import {
  BOOKMARK_KEY,
  type BookmarkVariables,
  cancelPostFetches,
  setPostWriteDefaults,
  showBookmark,
  unshowBookmark,
} from './paused-writes'
import { postQueries } from '../../entities/post/queries'

/**
 * Saves a post to the reader's reading list or takes it off (issue 24): the bookmark changes at
 * once on every cached copy of the post, and the reading list gains it at its top or loses it;
 * a failure puts everything back. Offline the change waits to be sent (`waiting`), and a second
 * tap takes it back instead of queueing its opposite.
 */
export function useBookmarkPost(post: PostSummary, uid: string | undefined) {
  const queryClient = useQueryClient()
  setPostWriteDefaults(queryClient)
  const waiting = useWaitingWrite<BookmarkVariables>(BOOKMARK_KEY, (v) => v.postId === post._id)
  const showOnList = (saved: boolean) => {
    if (!uid) return
    changeCachedList(
      queryClient,
      postQueries.readingList(uid).queryKey,
      saved ? { add: { ...post, bookmarkedByMe: true } } : { remove: post._id },
    )
  }
  const mutation = useMutation<unknown, Error, BookmarkVariables>({
    mutationKey: BOOKMARK_KEY,
    // No context: a paused write is kept on the device, and what it keeps must be plain data.
    onMutate: async (variables) => {
      await cancelPostFetches(queryClient, post._id)
      showBookmark(queryClient, variables)
      showOnList(variables.saved)
    },
    // The screen that made it knows the post, and puts it back on the list at once (a write
    // restored after a reload has only its variables: paused-writes.ts reads the list again).
    onError: (_error, variables) => {
      showBookmark(queryClient, { ...variables, saved: !variables.saved })
      showOnList(!variables.saved)
    },
  })
  return {
    ...mutation,
    waiting: waiting !== undefined,
    /** Saves (`saved`) or takes off; takes back a change still waiting instead. */
    mutate: (saved: boolean) => {
      const dropped =
        waiting === undefined
          ? undefined
          : dropWaitingWrite<BookmarkVariables>(queryClient, waiting)
      if (dropped) {
        unshowBookmark(queryClient, dropped)
        mutation.reset()
      } else mutation.mutate({ postId: post._id, saved })
    },
  }
}
