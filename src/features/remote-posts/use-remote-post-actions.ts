// Liking and answering a post from someone on another server (issue 29), from its card in the
// Following feed. The heart changes at once in every cached list and comes back, with a toast, if
// the server refuses; a reply waits for the server (it is sent on to another) and keeps its text
// when refused.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidatePostLists, snapshotPost, updateCachedPost } from '../../entities/post/cache'
import { replyToRemotePost, setRemoteLike } from './remote-post-api'
import { useT } from '../../lib/i18n/context'
import remotePostActions from '../../locales/en/remote-post-actions.messages.json'

export function useLikeRemotePost(postId: string) {
  const t = useT(remotePostActions)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (liked: boolean) => setRemoteLike(postId, liked),
    meta: { errorTitle: t('remotePostActions.likeFailed') },
    onMutate: async (liked) => {
      const restore = await snapshotPost(queryClient, postId)
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        likedByMe: liked,
        likeCount: Math.max(0, post.likeCount + (liked ? 1 : -1)),
      }))
      return { restore }
    },
    onError: (_error, _liked, context) => context?.restore(),
    onSettled: () => invalidatePostLists(queryClient),
  })
}

export function useReplyToRemotePost(postId: string) {
  return useMutation({
    mutationFn: (comment: string) => replyToRemotePost(postId, comment),
  })
}
