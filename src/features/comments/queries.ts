// The one place that names the comments' query keys.
import { infiniteQueryOptions } from '@tanstack/react-query'
import { getComments } from './api'

export const commentQueries = {
  all: () => ['comments'] as const,
  lists: () => [...commentQueries.all(), 'list'] as const,
  list: (postId: string) =>
    infiniteQueryOptions({
      queryKey: [...commentQueries.lists(), postId] as const,
      queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
}
