import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FollowResult } from '../../../contract/follows'
import { snapshotQueries } from '../../lib/optimistic'
import { AUTHORS_QUERY_ROOT, POSTS_QUERY_ROOT } from '../../lib/query-roots'
import { type FollowTarget, setFollow } from './api'
import { followQueries } from './queries'

interface Followable {
  authorId?: string
  tag?: string
  followerCount: number
  followedByMe: boolean
}

/** Whether a cached author or tag is the one followed. */
const isTarget = (target: FollowTarget, data: Followable) =>
  target.kind === 'author' ? data.authorId === target.authorId : data.tag === target.tag

/**
 * Follows or unfollows an author or a tag: the button and the count change at once on every
 * cached copy (the author by uid and by handle, the tag's head); a failure puts them back. The
 * server's count then replaces the guess, and the following feed and suggestions are fetched
 * again, since what they hold has changed.
 */
export function useFollow(target: FollowTarget) {
  const queryClient = useQueryClient()
  const root = target.kind === 'author' ? AUTHORS_QUERY_ROOT : followQueries.all()
  const update = (change: (data: Followable) => Followable) =>
    queryClient.setQueriesData<Followable>({ queryKey: root }, (data) =>
      data && typeof data === 'object' && 'followedByMe' in data && isTarget(target, data)
        ? change(data)
        : data,
    )
  return useMutation({
    mutationFn: (following: boolean) => setFollow(target, following),
    meta: { errorTitle: 'Your follow was not saved, please try again' },
    onMutate: async (following) => {
      const restore = await snapshotQueries(queryClient, [root])
      update((data) =>
        data.followedByMe === following
          ? data
          : {
              ...data,
              followedByMe: following,
              followerCount: Math.max(0, data.followerCount + (following ? 1 : -1)),
            },
      )
      return { restore }
    },
    onSuccess: ({ following, followerCount }: FollowResult) => {
      update((data) => ({ ...data, followedByMe: following, followerCount }))
      void queryClient.invalidateQueries({ queryKey: [...POSTS_QUERY_ROOT, 'list', 'following'] })
      void queryClient.invalidateQueries({ queryKey: [...followQueries.all(), 'suggestions'] })
    },
    onError: (_error, _following, context) => context?.restore(),
  })
}
