// A follow made offline waits, paused, and is sent when the connection is back, also after the
// tab was closed (docs/decisions/0040): its variables are plain data and what sends it is set
// here by key, before the kept copy is restored. A follow is a PUT or DELETE of a state, so a
// replay is a no-op on the server, and undoing one needs only the state it replaced.
import type { QueryClient } from '@tanstack/react-query'
import type { FollowResult } from '../../../contract/follows'
import { sessionStore } from '../../lib/auth/session'
import { WRITES_IN_ORDER, oncePerClient } from '../../lib/waiting-writes'
import type { FollowedList } from '../../entities/follow/api'
import { type FollowTarget, setFollow } from './api'
import { authorQueries } from '../../entities/author/queries'
import { followQueries } from '../../entities/follow/queries'
import { postQueries } from '../../entities/post/queries'

export const FOLLOW_KEY = ['follows', 'set'] as const

export interface FollowVariables {
  target: FollowTarget
  following: boolean
}

interface Followable {
  authorId?: string
  tag?: string
  followerCount: number
  followedByMe: boolean
}

/** Whether a cached author or tag is the one followed. */
const isTarget = (target: FollowTarget, data: Followable) =>
  target.kind === 'author' ? data.authorId === target.authorId : data.tag === target.tag

/** Where the cached copies of the target live: authors by uid and by handle, or tags' heads. */
export const followRoot = (target: FollowTarget) =>
  target.kind === 'author' ? authorQueries.all() : followQueries.all()

/** Whether two targets are the same author or tag. */
export const sameTarget = (a: FollowTarget, b: FollowTarget) =>
  a.kind === 'author'
    ? b.kind === 'author' && a.authorId === b.authorId
    : b.kind === 'tag' && a.tag === b.tag

/** Every reader's list of what they follow on this device (the Following page). */
export const followedLists = [...followQueries.all(), 'followed'] as const

function updateCopies(
  queryClient: QueryClient,
  target: FollowTarget,
  change: (data: Followable) => Followable,
): void {
  queryClient.setQueriesData<Followable>({ queryKey: followRoot(target) }, (data) =>
    data && typeof data === 'object' && 'followedByMe' in data && isTarget(target, data)
      ? change(data)
      : data,
  )
}

/** Marks the target's row in the lists of follows: an unfollowed row is hidden, not dropped. */
function markInLists(queryClient: QueryClient, target: FollowTarget, following: boolean): void {
  const mark = <Row extends { unfollowed?: boolean }>(row: Row): Row =>
    Boolean(row.unfollowed) === !following ? row : { ...row, unfollowed: !following }
  queryClient.setQueriesData<FollowedList>({ queryKey: followedLists }, (list) => {
    if (!list) return list
    if (target.kind === 'author') {
      const authors = list.authors.map((row) =>
        row.authorId === target.authorId ? mark(row) : row,
      )
      return { ...list, authors }
    }
    return { ...list, tags: list.tags.map((row) => (row.tag === target.tag ? mark(row) : row)) }
  })
}

/** Shows the target followed (or not) on every cached copy, its count moved by one. */
export function showFollow(queryClient: QueryClient, { target, following }: FollowVariables) {
  markInLists(queryClient, target, following)
  updateCopies(queryClient, target, (data) =>
    data.followedByMe === following
      ? data
      : {
          ...data,
          followedByMe: following,
          followerCount: Math.max(0, data.followerCount + (following ? 1 : -1)),
        },
  )
}

/**
 * What sends a follow, also one restored from the kept copy. Set once. The failure's title is the
 * hook's (`meta`, in the reader's language: docs/decisions/0077), which a write kept while paused
 * keeps with it; the English here is only for a write without one.
 */
export const setFollowWriteDefaults = oncePerClient((queryClient) => {
  queryClient.setMutationDefaults(FOLLOW_KEY, {
    // A write restored after a reload waits for the session, whose token it needs.
    mutationFn: async ({ target, following }: FollowVariables) => {
      await sessionStore.ready()
      return setFollow(target, following)
    },
    scope: WRITES_IN_ORDER,
    meta: { errorTitle: 'Your follow was not saved, please try again' },
    // The server's count replaces the guess, and the following feed, the suggestions and the
    // lists of follows are fetched again, since what they hold has changed.
    onSuccess: ({ following, followerCount }: FollowResult, { target }: FollowVariables) => {
      updateCopies(queryClient, target, (data) => ({
        ...data,
        followedByMe: following,
        followerCount,
      }))
      markInLists(queryClient, target, following)
      void queryClient.invalidateQueries({ queryKey: postQueries.followingFeeds() })
      void queryClient.invalidateQueries({ queryKey: followQueries.allSuggestions() })
      void queryClient.invalidateQueries({ queryKey: followedLists })
    },
    onError: (_error, variables: FollowVariables) =>
      showFollow(queryClient, { ...variables, following: !variables.following }),
  })
})
