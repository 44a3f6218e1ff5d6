import { useMutation, useQueryClient } from '@tanstack/react-query'
import { snapshotPost, updateCachedPost } from './cache'

/**
 * Likes or unlikes a post: the heart and the count change at once in every cached list (the
 * feed, tag and author feeds, one's own posts) and the detail; a failure puts them back. The
 * server's own count then replaces the guess, since others like the post too.
 */
export function useLikePost(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    // The write's code comes with the first tap (writes.ts); the heart has changed already.
    mutationFn: (liked: boolean) => import('./writes').then((m) => m.setLike(postId, liked)),
    meta: { errorTitle: 'Your like was not saved, please try again' },
    onMutate: async (liked) => {
      const restore = await snapshotPost(queryClient, postId)
      updateCachedPost(queryClient, postId, (post) =>
        post.likedByMe === liked
          ? post
          : {
              ...post,
              likedByMe: liked,
              likeCount: Math.max(0, post.likeCount + (liked ? 1 : -1)),
            },
      )
      return { restore }
    },
    onSuccess: ({ likeCount, likedByMe }) => {
      updateCachedPost(queryClient, postId, (post) => ({ ...post, likeCount, likedByMe }))
    },
    onError: (_error, _liked, context) => context?.restore(),
  })
}
