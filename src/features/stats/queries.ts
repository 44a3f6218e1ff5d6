// The one place that names the statistics' query keys (docs/decisions/0062).
import { queryOptions } from '@tanstack/react-query'
import type { StatsDays } from '../../../contract/stats'
import { getStats } from './api'

export const statsQueries = {
  all: () => ['stats'] as const,
  /** All the author's posts (`postId` undefined), or one of them. */
  period: (days: StatsDays, postId?: string) =>
    queryOptions({
      queryKey: [...statsQueries.all(), postId ?? 'all', days] as const,
      queryFn: ({ signal }) => getStats(days, postId, signal),
      // Counts are written every few seconds: a screen opened again asks again.
      staleTime: 0,
    }),
}
