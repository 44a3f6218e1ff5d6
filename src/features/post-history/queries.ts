// The one place that names the post history's query keys (docs/decisions/0062); the posts'
// own are the post entity's (src/entities/post/queries.ts).
import { queryOptions } from '@tanstack/react-query'
import { getRevision, getRevisions } from './revisions'

export const revisionQueries = {
  all: (postId: string) => ['revisions', postId] as const,
  list: (postId: string) =>
    queryOptions({
      queryKey: [...revisionQueries.all(postId), 'list'] as const,
      queryFn: ({ signal }) => getRevisions(postId, signal),
    }),
  /** A saved version never changes: read once. */
  detail: (postId: string, revisionId: string) =>
    queryOptions({
      queryKey: [...revisionQueries.all(postId), 'detail', revisionId] as const,
      queryFn: ({ signal }) => getRevision(postId, revisionId, signal),
      staleTime: Infinity,
    }),
}
