import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notify } from '../../lib/toast'
import { deleteNotification } from './api'
import { notificationQueries } from './queries'

/** Deletes a notification: the card and the header badge drop it at once; a failure restores it. */
export function useDeleteNotification(email: string) {
  const queryClient = useQueryClient()
  const { queryKey } = notificationQueries.list(email)
  return useMutation({
    mutationFn: (notificationId: string) => deleteNotification(notificationId),
    onMutate: async (notificationId) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData(queryKey)
      queryClient.setQueryData(queryKey, (list) => list?.filter((n) => n._id !== notificationId))
      return { previous }
    },
    onError: (_error, _id, context) => {
      queryClient.setQueryData(queryKey, context?.previous)
      notify.error('The notification could not be deleted, please try again')
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
}
