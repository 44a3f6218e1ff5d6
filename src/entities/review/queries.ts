// The one place that names the review queue's query keys: the editors' list, in either order.
import { infiniteQueryOptions } from '@tanstack/react-query'
import type { ReviewOrder } from '../../../contract/reviews'
import { getReviews } from './api'

export const reviewQueries = {
  all: () => ['reviews'] as const,
  lists: () => [...reviewQueries.all(), 'list'] as const,
  list: (order: ReviewOrder) =>
    infiniteQueryOptions({
      queryKey: [...reviewQueries.lists(), order] as const,
      queryFn: ({ pageParam, signal }) => getReviews(order, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage) => lastPage.nextCursor,
      // A contributor may have submitted while the editor was elsewhere.
      refetchOnWindowFocus: 'always',
    }),
}
