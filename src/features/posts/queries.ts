// The one place that names the posts' query keys (TkDodo's query options factory).
import { infiniteQueryOptions } from '@tanstack/react-query'
import { getPosts } from './api'

export const postQueries = {
  all: () => ['posts'] as const,
  lists: () => [...postQueries.all(), 'list'] as const,
  feed: () =>
    infiniteQueryOptions({
      queryKey: [...postQueries.lists(), 'feed'] as const,
      queryFn: ({ pageParam, signal }) => getPosts(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
    }),
}
