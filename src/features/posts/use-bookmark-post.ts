import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PostSummary } from '../../../contract/posts'
import { changeCachedList, snapshotPost, updateCachedPost } from './cache'
import { postQueries } from './queries'

/**
 * Saves a post to the reader's reading list or takes it off (issue 24): the bookmark changes at
 * once on every cached copy of the post, and the reading list gains it at its top or loses it;
 * a failure puts everything back.
 */
export function useBookmarkPost(post: PostSummary, uid: string | undefined) {
  const queryClient = useQueryClient()
  return useMutation({
    // The write's code comes with the first tap (writes.ts); the bookmark has changed already.
    mutationFn: (saved: boolean) => import('./writes').then((m) => m.setBookmark(post._id, saved)),
    meta: { errorTitle: 'Your reading list was not changed, please try again' },
    onMutate: async (saved) => {
      const restore = await snapshotPost(queryClient, post._id)
      updateCachedPost(queryClient, post._id, (cached) => ({ ...cached, bookmarkedByMe: saved }))
      if (uid) {
        changeCachedList(
          queryClient,
          postQueries.readingList(uid).queryKey,
          saved ? { add: { ...post, bookmarkedByMe: true } } : { remove: post._id },
        )
      }
      return { restore }
    },
    onError: (_error, _saved, context) => context?.restore(),
  })
}
