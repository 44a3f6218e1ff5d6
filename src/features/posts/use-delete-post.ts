import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import type { DeleteResult } from '../../../contract/posts'
import { deletePost } from '../../entities/post/writes'
import { invalidatePostLists, removeCachedPost, snapshotPost } from '../../entities/post/cache'
import { postQueries } from '../../entities/post/queries'
import { useT } from '../../lib/i18n/context'
import postDelete from '../../locales/en/post-delete.messages.json'

const DELETE_POST_KEY = ['posts', 'delete'] as const

/**
 * Deletes a post: it leaves every cached list at once, and stays gone when the server's count
 * is not 0 (spec §4); a failure or a count of 0 puts it back.
 */
export function useDeletePost() {
  const t = useT(postDelete)
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: DELETE_POST_KEY,
    mutationFn: (postId: string) => deletePost(postId),
    meta: { errorTitle: t('postDelete.deleteFailed') },
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

/**
 * The posts being deleted, or deleted, from this page. A list fetched while a delete was on its
 * way (Manage posts, opened by Delete on a post's page) can still have the post, and can land
 * after the delete's own refetch was asked for; a list leaves these out whatever it was sent.
 */
export function useDeletedPosts(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: {
      mutationKey: DELETE_POST_KEY,
      predicate: ({ state }) =>
        state.status === 'pending' ||
        (state.status === 'success' && (state.data as DeleteResult).deletedCount > 0),
    },
    select: (mutation) => mutation.state.variables as string,
  })
  return new Set(ids)
}
