import { useMutation, useQueryClient } from '@tanstack/react-query'
import { snapshotQueries } from '../../lib/optimistic'
import { deleteSubscription } from './actions'
import { subscriptionQueries } from './queries'
import { useT } from '../../lib/i18n/context'
import subscriptions from '../../locales/en/subscriptions.messages.json'

/** Stops a subscription: it leaves the list at once; a failure puts it back with a toast. */
export function useDeleteSubscription() {
  const t = useT(subscriptions)
  const queryClient = useQueryClient()
  const { queryKey } = subscriptionQueries.list()
  return useMutation({
    mutationFn: (subscriptionId: string) => deleteSubscription(subscriptionId),
    meta: { errorTitle: t('subscriptions.removeFailed') },
    onMutate: async (subscriptionId) => {
      const restore = await snapshotQueries(queryClient, [queryKey])
      queryClient.setQueryData(queryKey, (list) =>
        list
          ? { ...list, subscriptions: list.subscriptions.filter((s) => s.id !== subscriptionId) }
          : list,
      )
      return { restore }
    },
    onError: (_error, _id, context) => context?.restore(),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
}
