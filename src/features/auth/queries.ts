// The one place that names the auth feature's query keys (docs/decisions/0062): the emulator's
// outbox and what an email's link is for.
import { queryOptions } from '@tanstack/react-query'
import { getOobCodes } from './dev-mailbox'

export const devMailboxQueries = {
  all: () => ['dev-mailbox'] as const,
  list: () =>
    queryOptions({
      queryKey: [...devMailboxQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getOobCodes(signal),
      // A new email may arrive at any moment; the page is for reading it as soon as it does.
      staleTime: 0,
      refetchInterval: 5000,
    }),
}

export const emailActionQueries = {
  all: () => ['email-action'] as const,
  /** The address a reset link is for; fails if the link was used or has expired. */
  resetEmail: (oobCode: string) =>
    queryOptions({
      queryKey: [...emailActionQueries.all(), 'reset', oobCode] as const,
      // Firebase comes with the screen that asks (email-actions.ts), not with the dev mailbox.
      queryFn: () => import('./email-actions').then((m) => m.resetEmailOf(oobCode)),
      retry: false,
      staleTime: Infinity,
    }),
}
