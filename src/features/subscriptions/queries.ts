// The one place that names the subscriptions' query keys.
import { queryOptions } from '@tanstack/react-query'
import { getDevMail, getSubscriptions } from './api'

export const subscriptionQueries = {
  all: () => ['subscriptions'] as const,
  list: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getSubscriptions(signal),
    }),
  devMail: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all(), 'dev-mail'] as const,
      queryFn: ({ signal }) => getDevMail(signal),
      // The dev mailbox is for reading a mail as soon as it is sent.
      staleTime: 0,
      refetchInterval: 3000,
    }),
}
