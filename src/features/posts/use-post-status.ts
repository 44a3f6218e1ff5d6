import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getPost } from '../../entities/post/api'
import { updatePost } from '../../entities/post/writes'
import { invalidatePostLists, snapshotPost, updateCachedPost } from '../../entities/post/cache'
import { postQueries } from '../../entities/post/queries'
import { useT } from '../../lib/i18n/context'
import postOwner from '../../locales/en/post-owner.messages.json'

/**
 * Moves a post to `status` from a list (Manage posts): `PUT /updatePost/:id` with the post as it
 * is stored. A list's copy may hold a shortened body, so the whole post is read from the server
 * first (not through the cache, which already shows the new status): sending the list's copy
 * back would cut the post. The new status shows at once, in every cached list; a failure puts
 * it back.
 */
function useStatusChange(status: 'draft' | 'published', errorTitle: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (postId: string) => {
      const post = await getPost(postId)
      const { postTitle, postBody, tags, image } = post
      return updatePost(postId, { postBody: { postTitle, postBody, tags, image, status } })
    },
    meta: { errorTitle },
    onMutate: async (postId) => {
      const restore = await snapshotPost(queryClient, postId)
      updateCachedPost(queryClient, postId, (post) => {
        const { publishAt: _, ...rest } = post
        // Published now, it is dated now, as the server dates it.
        return status === 'published'
          ? { ...rest, status, date: new Date().toISOString() }
          : { ...rest, status }
      })
      return { restore }
    },
    onError: (_error, _postId, context) => context?.restore(),
    onSettled: (_result, _error, postId) => {
      void invalidatePostLists(queryClient)
      void queryClient.invalidateQueries({ queryKey: postQueries.detail(postId).queryKey })
    },
  })
}

/** Takes a published post back to a draft (issue 27 item 2). */
export function useUnpublishPost() {
  const t = useT(postOwner)
  return useStatusChange('draft', t('postOwner.unpublishFailed'))
}

/** Publishes a scheduled post now rather than at its time (issue 27 item 1). */
export function usePublishNow() {
  const t = useT(postOwner)
  return useStatusChange('published', t('postOwner.publishFailed'))
}

/** Takes a scheduled post back to a draft: it will not be published at its time. */
export function useCancelSchedule() {
  const t = useT(postOwner)
  return useStatusChange('draft', t('postOwner.cancelScheduleFailed'))
}
