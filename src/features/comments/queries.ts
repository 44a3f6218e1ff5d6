// The one place that names the comments' query keys.
import { infiniteQueryOptions } from '@tanstack/react-query'
import { COMMENTS_QUERY_ROOT } from '../../lib/query-roots'
import { getComments } from './api'

export const commentQueries = {
  all: () => COMMENTS_QUERY_ROOT,
  lists: () => [...commentQueries.all(), 'list'] as const,
  list: (postId: string) =>
    infiniteQueryOptions({
      queryKey: [...commentQueries.lists(), postId] as const,
      queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
}
