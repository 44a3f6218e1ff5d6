// Issue 29 item 4: following and unfollowing people on other servers. A follow waits for the
// server (it asks theirs: there is nothing to show before it answers) and then joins the list;
// an unfollow leaves the list at once and comes back, with a toast, if the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useT } from '../../lib/i18n/context'
import follows from '../../locales/en/follows.messages.json'
import type { RemoteFollow } from '../../../contract/remote-follows'
import { snapshotQueries } from '../../lib/optimistic'
import { followQueries } from '../../entities/follow/queries'
import { postQueries } from '../../entities/post/queries'
import { followRemote, unfollowRemote } from './remote-api'

export function useFollowRemote(email: string) {
  const queryClient = useQueryClient()
  const key = followQueries.remote(email).queryKey
  return useMutation({
    mutationFn: followRemote,
    onSuccess: (follow) => {
      queryClient.setQueryData<RemoteFollow[]>(key, (list = []) => [
        follow,
        ...list.filter((row) => row.id !== follow.id),
      ])
      return queryClient.invalidateQueries({ queryKey: postQueries.followingFeeds() })
    },
  })
}

export function useUnfollowRemote(email: string) {
  const t = useT(follows)
  const queryClient = useQueryClient()
  const key = followQueries.remote(email).queryKey
  return useMutation({
    mutationFn: (follow: RemoteFollow) => unfollowRemote(follow.id),
    meta: { errorTitle: t('follows.unfollowFailed') },
    onMutate: async (follow) => {
      const restore = await snapshotQueries(queryClient, [key])
      queryClient.setQueryData<RemoteFollow[]>(key, (list) =>
        list?.filter((row) => row.id !== follow.id),
      )
      return { restore }
    },
    onError: (_error, _follow, context) => context?.restore(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: postQueries.followingFeeds() }),
      ]),
  })
}
