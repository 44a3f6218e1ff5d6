import { useMutation, useQueryClient } from '@tanstack/react-query'
import { dropWaitingWrite, useWaitingWrite } from '../../lib/waiting-writes'
import type { FollowTarget } from './api'
import {
  FOLLOW_KEY,
  type FollowVariables,
  followRoot,
  followedLists,
  sameTarget,
  setFollowWriteDefaults,
  showFollow,
} from './paused-writes'

/**
 * Follows or unfollows an author or a tag: the button and the count change at once on every
 * cached copy (the author by uid and by handle, the tag's head); a failure puts them back
 * (src/features/follows/paused-writes.ts). Offline the change waits to be sent (`waiting`), and
 * a second press takes it back instead of queueing its opposite.
 */
export function useFollow(target: FollowTarget) {
  const queryClient = useQueryClient()
  setFollowWriteDefaults(queryClient)
  const waiting = useWaitingWrite<FollowVariables>(FOLLOW_KEY, (v) => sameTarget(v.target, target))
  const mutation = useMutation<unknown, Error, FollowVariables>({
    mutationKey: FOLLOW_KEY,
    // No context: a paused write is kept on the device, and what it keeps must be plain data.
    onMutate: async (variables) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: followRoot(target) }),
        queryClient.cancelQueries({ queryKey: followedLists }),
      ])
      showFollow(queryClient, variables)
    },
  })
  return {
    ...mutation,
    waiting: waiting !== undefined,
    /** Follows (`following`) or unfollows; takes back a change still waiting instead. */
    mutate: (following: boolean) => {
      const dropped =
        waiting === undefined ? undefined : dropWaitingWrite<FollowVariables>(queryClient, waiting)
      if (dropped) {
        showFollow(queryClient, { ...dropped, following: !dropped.following })
        mutation.reset()
      } else mutation.mutate({ target, following })
    },
  }
}
