import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getPost } from './api'
import { updatePost } from './writes'
import { invalidatePostLists, snapshotPost, updateCachedPost } from './cache'
import { postQueries } from './queries'

/**
 * Takes a published post back to a draft (issue 27): `PUT /updatePost/:id` with the post as it
 * is stored and `status: 'draft'`. A list's copy may hold a shortened body, so the whole post is
 * read from the server first (not through the cache, which already shows it as a draft):
 * sending the list's copy back would cut the post. It shows as a draft at once, in
 * every cached list; a failure puts it back.
 */
export function useUnpublishPost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (postId: string) => {
      const post = await getPost(postId)
      const { postTitle, postBody, tags, image } = post
      return updatePost(postId, { postBody: { postTitle, postBody, tags, image, status: 'draft' } })
    },
    meta: { errorTitle: 'The post could not be unpublished, please try again' },
    onMutate: async (postId) => {
      const restore = await snapshotPost(queryClient, postId)
      updateCachedPost(queryClient, postId, (post) => ({ ...post, status: 'draft' }))
      return { restore }
    },
    onError: (_error, _postId, context) => context?.restore(),
    onSettled: (_result, _error, postId) => {
      void invalidatePostLists(queryClient)
      void queryClient.invalidateQueries({ queryKey: postQueries.detail(postId).queryKey })
    },
  })
}
