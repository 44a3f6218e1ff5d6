import { useMutation, useQueryClient } from '@tanstack/react-query'
import { dropWaitingWrite, useWaitingWrite } from '../../lib/waiting-writes'
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
  const queryClient = useQueryClient()
  setPostWriteDefaults(queryClient)
  const waiting = useWaitingWrite<LikeVariables>(LIKE_KEY, (v) => v.postId === postId)
  const mutation = useMutation<unknown, Error, LikeVariables>({
    mutationKey: LIKE_KEY,
    // No context: a paused write is kept on the device, and what it keeps must be plain data.
    onMutate: async (variables) => {
      await cancelPostFetches(queryClient, postId)
      showLike(queryClient, variables)
    },
  })
  return {
    ...mutation,
    waiting: waiting !== undefined,
    /** Likes (`liked`) or unlikes; takes back a change still waiting instead. */
    mutate: (liked: boolean) => {
      const dropped =
        waiting === undefined ? undefined : dropWaitingWrite<LikeVariables>(queryClient, waiting)
      if (dropped) {
        showLike(queryClient, { ...dropped, liked: !dropped.liked })
        mutation.reset()
      } else mutation.mutate({ postId, liked })
    },
  }
}
