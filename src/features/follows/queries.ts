// The one place that names the follows' query keys: a tag's followers, the suggestions, the
// authors and tags one follows, and the people on other servers one follows. An author's followers are the author's
// (features/authors/queries.ts).
import { queryOptions } from '@tanstack/react-query'
import { FOLLOWS_QUERY_ROOT } from '../../lib/query-roots'
import { type FollowedList, getFollows, getSuggestions, getTagInfo } from './api'
import { getRemoteFollows } from './remote-api'

export const followQueries = {
  all: () => FOLLOWS_QUERY_ROOT,
  /** A tag's head: its post count, followers and whether the reader follows it. */
  tag: (tag: string) =>
    queryOptions({
      queryKey: [...followQueries.all(), 'tag', tag] as const,
      queryFn: ({ signal }) => getTagInfo(tag, signal),
    }),
  /** Whom and what to follow, for an empty following feed. */
  suggestions: (email: string) =>
    queryOptions({
      queryKey: [...followQueries.all(), 'suggestions', email] as const,
      queryFn: ({ signal }) => getSuggestions(signal),
    }),
  /** The authors and tags the reader follows (the Following page, ADR 0059). */
  followed: (email: string) =>
    queryOptions<FollowedList>({
      queryKey: [...followQueries.all(), 'followed', email] as const,
      queryFn: ({ signal }) => getFollows(signal),
    }),
  /** The people on other servers the reader follows (issue 29 item 4). */
  remote: (email: string) =>
    queryOptions({
      queryKey: [...followQueries.all(), 'remote', email] as const,
      queryFn: ({ signal }) => getRemoteFollows(signal),
    }),
}
