// The following feed (issue 24), apart from the feed's own module: only the home page's tabs,
// which load after the first paint, need it, so the first load does not carry it.
import { infiniteQueryOptions } from '@tanstack/react-query'
import { type PostPage, postPage } from './api'
import { postQueries } from './queries'

/** The posts of what this reader follows: a list, so likes and edits reach it as the feed's. */
export const followingFeedQuery = (email: string) =>
  infiniteQueryOptions({
    queryKey: [...postQueries.followingFeeds(), email] as const,
    queryFn: ({ pageParam, signal }): Promise<PostPage> =>
      postPage('feed/following', pageParam ? { cursor: pageParam } : {}, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  })
