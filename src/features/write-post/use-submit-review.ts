import { useMutation, useQueryClient } from '@tanstack/react-query'
import { snapshotPost, updateCachedPost } from '../../entities/post/cache'
import { postQueries } from '../../entities/post/queries'
import { submitReview } from '../../entities/review/api'
import { reviewQueries } from '../../entities/review/queries'
import { useT } from '../../lib/i18n/context'
import { writePost } from './write-post-words'

/**
 * A contributor submits their draft for review (ADR 0074, addendum): the post shows "Waiting for
 * review" at once in every cached copy (a note it was sent back with goes); a failure puts it
 * back. The post, their list and any cached queue are fetched again after.
 */
export function useSubmitReview(postId: string) {
  const t = useT(writePost)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => submitReview(postId),
    meta: { errorTitle: t('writePost.submitFailed') },
    onMutate: async () => {
      const restore = await snapshotPost(queryClient, postId)
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        review: { state: 'submitted', submittedAt: new Date().toISOString() },
      }))
      return { restore }
    },
    onSuccess: (review) => updateCachedPost(queryClient, postId, (post) => ({ ...post, review })),
    onError: (_error, _variables, context) => context?.restore(),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: postQueries.detail(postId).queryKey })
      void queryClient.invalidateQueries({ queryKey: postQueries.userLists() })
      void queryClient.invalidateQueries({ queryKey: reviewQueries.all() })
    },
  })
}
