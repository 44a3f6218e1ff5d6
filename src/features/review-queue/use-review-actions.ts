// An editor's acts on the review queue (ADR 0074, addendum): publish a waiting draft, or send it
// back with a note. The draft leaves every cached page of the queue at once and comes back on a
// failure; the queue, the post and the editor's notifications (their badge: the draft's notice
// is read once it is decided) are fetched again after.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ReviewItem } from '../../../contract/reviews'
import { getPost } from '../../entities/post/api'
import { invalidatePostLists, snapshotPost, updateCachedPost } from '../../entities/post/cache'
import { postQueries } from '../../entities/post/queries'
import { updatePost } from '../../entities/post/writes'
import { notificationQueries } from '../../entities/notification/queries'
import { returnReview } from '../../entities/review/api'
import { reviewQueries } from '../../entities/review/queries'
import { mapPageItems, snapshotQueries } from '../../lib/optimistic'
import type { ReviewPage } from '../../entities/review/api'
import type { InfiniteData } from '@tanstack/react-query'
import { useT } from '../../lib/i18n/context'
import reviewQueue from '../../locales/en/review-queue.messages.json'

/** Takes the draft off every cached page of the queue; the result puts the queue back. */
async function takeOffQueue(queryClient: QueryClient, postId: string) {
  const restoreQueue = await snapshotQueries(queryClient, [reviewQueries.lists()])
  const restorePost = await snapshotPost(queryClient, postId)
  queryClient.setQueriesData<InfiniteData<ReviewPage, string | null>>(
    { queryKey: reviewQueries.lists() },
    (data) =>
      mapPageItems(data, 'reviews', (reviews: ReviewItem[]) =>
        reviews.filter((review) => review.postId !== postId),
      ),
  )
  return () => {
    restoreQueue()
    restorePost()
  }
}

function refetchAfter(queryClient: QueryClient, postId: string) {
  void queryClient.invalidateQueries({ queryKey: reviewQueries.all() })
  void queryClient.invalidateQueries({ queryKey: postQueries.detail(postId).queryKey })
  void queryClient.invalidateQueries({ queryKey: notificationQueries.all() })
}

/** Sends a waiting draft back to its author with the editor's note. */
export function useSendBack() {
  const t = useT(reviewQueue)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ postId, note }: { postId: string; note: string }) =>
      returnReview(postId, { note }),
    meta: { errorTitle: t('reviewQueue.sendBackFailed') },
    onMutate: async ({ postId, note }) => {
      const restore = await takeOffQueue(queryClient, postId)
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        review: {
          state: 'returned',
          submittedAt: post.review?.submittedAt ?? new Date().toISOString(),
          returnedAt: new Date().toISOString(),
          note,
        },
      }))
      return { restore }
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSettled: (_result, _error, { postId }) => refetchAfter(queryClient, postId),
  })
}

/**
 * Publishes a waiting draft as it is stored (read whole from the server first: a list's copy
 * may be cut), which ends its review. A draft without text or an image is refused by the
 * server with its own words, and stays on the queue.
 */
export function usePublishDraft() {
  const t = useT(reviewQueue)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (postId: string) => {
      const { postTitle, postBody, tags, image } = await getPost(postId)
      return updatePost(postId, {
        postBody: { postTitle, postBody, tags, image, status: 'published' },
      })
    },
    meta: { errorTitle: t('reviewQueue.publishFailed') },
    onMutate: async (postId) => {
      const restore = await takeOffQueue(queryClient, postId)
      updateCachedPost(queryClient, postId, (post) => {
        const { review: _, ...rest } = post
        return { ...rest, status: 'published', date: new Date().toISOString() }
      })
      return { restore }
    },
    onError: (_error, _postId, context) => context?.restore(),
    onSettled: (_result, _error, postId) => {
      void invalidatePostLists(queryClient)
      refetchAfter(queryClient, postId)
    },
  })
}
