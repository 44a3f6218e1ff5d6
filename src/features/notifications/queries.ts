// The one place that names the notifications' query keys. The header badge and the
// notifications screen read the same query, so they always agree.
import { queryOptions } from '@tanstack/react-query'
import type { Notification } from '../../../contract/notifications'
import { getNotifications } from './api'

const countUnread = (list: Notification[]) => list.filter((n) => !n.read).length

export const notificationQueries = {
  all: () => ['notifications'] as const,
  list: (email: string) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'list', email] as const,
      queryFn: ({ signal }) => getNotifications(email, signal),
      // Someone may have commented while the reader was in another tab.
      refetchOnWindowFocus: 'always',
    }),
  /** The badge's number: the same query, selected down to how many are unread. */
  unreadCount: (email: string) =>
    queryOptions({ ...notificationQueries.list(email), select: countUnread }),
}
