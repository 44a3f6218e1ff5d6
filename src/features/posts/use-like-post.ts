import { useQueryClient } from '@tanstack/react-query'
import { useT } from '../../lib/i18n/context'
import { useWaitingToggle } from '../../lib/waiting-writes'
import posts from '../../locales/en/posts.messages.json'
import {
  LIKE_KEY,
  type LikeVariables,
  cancelPostFetches,
  setPostWriteDefaults,
  showLike,
} from './paused-writes'

/**
 * Likes or unlikes a post: the heart and the count change at once in every cached list (the
 * feed, tag and author feeds, one's own posts) and the detail; a failure puts them back. The
 * server's own count then replaces the guess. Offline the change waits to be sent (`waiting`),
 * and a second tap takes it back instead of queueing its opposite.
 */
export function useLikePost(postId: string) {
  const t = useT(posts)
  const queryClient = useQueryClient()
  setPostWriteDefaults(queryClient)
  return useWaitingToggle<LikeVariables>(
    {
      mutationKey: LIKE_KEY,
      meta: { errorTitle: t('posts.likeFailed') },
      onMutate: async (variables) => {
        await cancelPostFetches(queryClient, postId)
        showLike(queryClient, variables)
      },
    },
    (v) => v.postId === postId,
    (liked) => ({ postId, liked }),
    (dropped) => showLike(queryClient, { ...dropped, liked: !dropped.liked }),
  )
}
