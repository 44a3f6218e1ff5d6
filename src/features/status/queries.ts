// The one place that names the status screen's query keys (docs/decisions/0062).
import { queryOptions } from '@tanstack/react-query'
import { getHealth } from './status'

export const statusQueries = {
  all: () => ['status'] as const,
  health: () =>
    queryOptions({
      queryKey: [...statusQueries.all(), 'health'] as const,
      queryFn: ({ signal }) => getHealth(signal),
      staleTime: 0,
      // Someone watching an outage sees it end without reloading.
      refetchInterval: 30_000,
    }),
}
