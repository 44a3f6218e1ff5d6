// Reading notifications: the card and the header badge change at once; a failure puts them back
// with a toast (docs/decisions/0015).
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Notification } from '../../../contract/notifications'
import { updateCachedNotifications } from '../../entities/notification/cache'
import { snapshotQueries } from '../../lib/optimistic'
import { markAllNotificationsRead, markNotificationRead } from './writes'
import { notificationQueries } from '../../entities/notification/queries'
import { useT } from '../../lib/i18n/context'
import notifications from '../../locales/en/notifications.messages.json'

/** Sets `read` on the cached list's notifications that `which` picks; remembers the old list. */
async function markInCache(
  queryClient: QueryClient,
  email: string,
  which: (notification: Notification) => boolean,
) {
  const { queryKey } = notificationQueries.list(email)
  const restore = await snapshotQueries(queryClient, [queryKey])
  updateCachedNotifications(queryClient, email, (list) =>
    list.map((n) => (!n.read && which(n) ? { ...n, read: true } : n)),
  )
  return { restore }
}

/** Marks one notification read: opening it (following it to its post) calls this. */
export function useMarkNotificationRead(email: string) {
  const t = useT(notifications)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (notificationId: string) => markNotificationRead(notificationId),
    meta: { errorTitle: t('notifications.markReadFailed') },
    onMutate: (notificationId) => markInCache(queryClient, email, (n) => n._id === notificationId),
    onError: (_error, _id, context) => context?.restore(),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: notificationQueries.list(email).queryKey }),
  })
}

/** 'Mark all read': every notification of the signed-in user, on the server too. */
export function useMarkAllNotificationsRead(email: string) {
  const t = useT(notifications)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => markAllNotificationsRead(),
    meta: { errorTitle: t('notifications.markAllReadFailed') },
    onMutate: () => markInCache(queryClient, email, () => true),
    onError: (_error, _variables, context) => context?.restore(),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: notificationQueries.list(email).queryKey }),
  })
}
