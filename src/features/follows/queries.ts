// The one place that names the follows' query keys. An author found by handle lives under the
// authors' root (lib/query-roots.ts), so a follow updates it together with the page by uid.
import { queryOptions } from '@tanstack/react-query'
import { AUTHORS_QUERY_ROOT, FOLLOWS_QUERY_ROOT } from '../../lib/query-roots'
import { getAuthorByHandle, getSuggestions, getTagInfo } from './api'

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
  byHandle: (handle: string) =>
    queryOptions({
      queryKey: [...AUTHORS_QUERY_ROOT, 'by-handle', handle] as const,
      queryFn: ({ signal }) => getAuthorByHandle(handle, signal),
    }),
}
