// What the notification writes do to the reader's cached list: the one way a notification is
// changed or dropped across its loaded pages (the screen and the header badge read the same list).
import type { QueryClient } from '@tanstack/react-query'
import type { Notification } from '../../../contract/notifications'
import { mapPageItems } from '../../lib/optimistic'
import { notificationQueries } from './queries'

/** The reader's cached notifications, every loaded page, changed by `change` (unloaded stays). */
export function updateCachedNotifications(
  queryClient: QueryClient,
  email: string,
  change: (notifications: Notification[]) => Notification[],
): void {
  queryClient.setQueryData(notificationQueries.list(email).queryKey, (data) =>
    mapPageItems(data, 'notifications', change),
  )
}
