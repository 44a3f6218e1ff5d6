// The one place that names the follows' query keys: a tag's followers, the suggestions, the
// authors and tags one follows, and the people on other servers one follows. An author's followers are the author's
// (../author/queries.ts).
import { queryOptions } from '@tanstack/react-query'
import type { FollowedList } from './api'
import { FOLLOWS_ROOT } from './keys'

/** The fetchers come with the first query that asks (ADR 0018's budget), as the comments' do. */
const api = () => import('./api')

export const followQueries = {
  all: () => FOLLOWS_ROOT,
  /** A tag's head: its post count, followers and whether the reader follows it. */
  tag: (tag: string) =>
    queryOptions({
      queryKey: [...followQueries.all(), 'tag', tag] as const,
      queryFn: ({ signal }) => api().then((m) => m.getTagInfo(tag, signal)),
    }),
  /** Every reader's suggestions: a follow changes them. */
  allSuggestions: () => [...followQueries.all(), 'suggestions'] as const,
  /** Whom and what to follow, for an empty following feed. */
  suggestions: (email: string) =>
    queryOptions({
      queryKey: [...followQueries.allSuggestions(), email] as const,
      queryFn: ({ signal }) => api().then((m) => m.getSuggestions(signal)),
    }),
  /** The authors and tags the reader follows (the Following page, ADR 0059). */
  followed: (email: string) =>
    queryOptions<FollowedList>({
      queryKey: [...followQueries.all(), 'followed', email] as const,
      queryFn: ({ signal }) => api().then((m) => m.getFollows(signal)),
    }),
  /** The people on other servers the reader follows (issue 29 item 4). */
  remote: (email: string) =>
    queryOptions({
      queryKey: [...followQueries.all(), 'remote', email] as const,
      queryFn: ({ signal }) => api().then((m) => m.getRemoteFollows(signal)),
    }),
}
