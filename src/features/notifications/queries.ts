// The one place that names the notifications' query keys. The header badge and the
// notifications screen read the same query, so they always agree.
import { queryOptions } from '@tanstack/react-query'
import { getNotifications } from './api'

export const notificationQueries = {
  all: () => ['notifications'] as const,
  list: (email: string) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'list', email] as const,
      queryFn: ({ signal }) => getNotifications(email, signal),
      // Someone may have commented while the reader was in another tab.
      refetchOnWindowFocus: 'always',
    }),
}
