import { useQueryClient } from '@tanstack/react-query'
import type { PostSummary } from '../../../contract/posts'
import { useT } from '../../lib/i18n/context'
import { useWaitingToggle } from '../../lib/waiting-writes'
import posts from '../../locales/en/posts.messages.json'
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
  const t = useT(posts)
  const queryClient = useQueryClient()
  setPostWriteDefaults(queryClient)
  const showOnList = (saved: boolean) => {
    if (!uid) return
    changeCachedList(
      queryClient,
      postQueries.readingList(uid).queryKey,
      saved ? { add: { ...post, bookmarkedByMe: true } } : { remove: post._id },
    )
  }
  return useWaitingToggle<BookmarkVariables>(
    {
      mutationKey: BOOKMARK_KEY,
      meta: { errorTitle: t('posts.bookmarkFailed') },
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
    },
    (v) => v.postId === post._id,
    (saved) => ({ postId: post._id, saved }),
    (dropped) => unshowBookmark(queryClient, dropped),
  )
}
