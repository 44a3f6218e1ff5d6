import { createFileRoute } from '@tanstack/react-router'
import { ConfirmSubscription } from '../features/subscriptions/components/mail-links'
import { titleHead } from '../lib/page-title'

// The link of a confirmation mail (ADR 0037).
export const Route = createFileRoute('/confirm-subscription')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  head: () => titleHead('Confirm your subscription'),
  component: function ConfirmSubscriptionPage() {
    const { token } = Route.useSearch()
    return <ConfirmSubscription token={token} />
  },
})
