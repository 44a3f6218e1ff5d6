import { useQueryClient } from '@tanstack/react-query'
import { useT } from '../../lib/i18n/context'
import { useWaitingToggle } from '../../lib/waiting-writes'
import followButton from '../../locales/en/follow-button.messages.json'
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
  const t = useT(followButton)
  const queryClient = useQueryClient()
  setFollowWriteDefaults(queryClient)
  return useWaitingToggle<FollowVariables>(
    {
      mutationKey: FOLLOW_KEY,
      meta: { errorTitle: t('followButton.failed') },
      onMutate: async (variables) => {
        await Promise.all([
          queryClient.cancelQueries({ queryKey: followRoot(target) }),
          queryClient.cancelQueries({ queryKey: followedLists }),
        ])
        showFollow(queryClient, variables)
      },
    },
    (v) => sameTarget(v.target, target),
    (following) => ({ target, following }),
    (dropped) => showFollow(queryClient, { ...dropped, following: !dropped.following }),
  )
}
