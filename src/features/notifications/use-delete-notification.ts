import { useMutation, useQueryClient } from '@tanstack/react-query'
import { updateCachedNotifications } from '../../entities/notification/cache'
import { snapshotQueries } from '../../lib/optimistic'
import { deleteNotification } from './writes'
import { notificationQueries } from '../../entities/notification/queries'
import { useT } from '../../lib/i18n/context'
import notifications from '../../locales/en/notifications.messages.json'

/** Deletes a notification: the card and the header badge drop it at once; a failure restores it. */
export function useDeleteNotification(email: string) {
  const t = useT(notifications)
  const queryClient = useQueryClient()
  const { queryKey } = notificationQueries.list(email)
  return useMutation({
    mutationFn: (notificationId: string) => deleteNotification(notificationId),
    meta: { errorTitle: t('notifications.deleteFailed') },
    onMutate: async (notificationId) => {
      const restore = await snapshotQueries(queryClient, [queryKey])
      updateCachedNotifications(queryClient, email, (list) =>
        list.filter((n) => n._id !== notificationId),
      )
      return { restore }
    },
    onError: (_error, _id, context) => context?.restore(),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
}
