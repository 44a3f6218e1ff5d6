import { useMutation, useQueryClient } from '@tanstack/react-query'
import { deletePost } from '../../entities/post/writes'
import { invalidatePostLists, removeCachedPost, snapshotPost } from '../../entities/post/cache'
import { postQueries } from '../../entities/post/queries'

/**
 * Deletes a post: it leaves every cached list at once, and stays gone when the server's count
 * is not 0 (spec §4); a failure or a count of 0 puts it back.
 */
export function useDeletePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (postId: string) => deletePost(postId),
    meta: { errorTitle: 'The post could not be deleted, please try again' },
    onMutate: async (postId) => {
      const restore = await snapshotPost(queryClient, postId)
      removeCachedPost(queryClient, postId)
      return { restore }
    },
    onSuccess: (result, postId, context) => {
      if (result.deletedCount === 0) {
        context.restore()
        return
      }
      queryClient.removeQueries({ queryKey: postQueries.detail(postId).queryKey })
    },
    onError: (_error, _postId, context) => context?.restore(),
    onSettled: () => invalidatePostLists(queryClient),
  })
}
