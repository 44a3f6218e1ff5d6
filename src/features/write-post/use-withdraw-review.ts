import { useMutation, useQueryClient } from '@tanstack/react-query'
import { snapshotPost, updateCachedPost } from '../../entities/post/cache'
import { postQueries } from '../../entities/post/queries'
import { withdrawReview } from '../../entities/review/api'
import { reviewQueries } from '../../entities/review/queries'
import { useT } from '../../lib/i18n/context'
import { writePost } from './write-post-words'

/**
 * A contributor takes their waiting draft out of the queue (ADR 0074, addendum): every cached
 * copy of the post is a plain draft at once; a refusal puts its review back. The post, their
 * list and any cached queue are fetched again after.
 */
export function useWithdrawReview(postId: string) {
  const t = useT(writePost)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => withdrawReview(postId),
    meta: { errorTitle: t('writePost.withdrawFailed') },
    onMutate: async () => {
      const restore = await snapshotPost(queryClient, postId)
      updateCachedPost(queryClient, postId, ({ review: _review, ...post }) => post)
      return { restore }
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: postQueries.detail(postId).queryKey })
      void queryClient.invalidateQueries({ queryKey: postQueries.userLists() })
      void queryClient.invalidateQueries({ queryKey: reviewQueries.all() })
    },
  })
}
