import { createFileRoute } from '@tanstack/react-router'
import { ConfirmSubscription } from '../features/subscriptions/components/mail-links'
import { tokenSearch } from '../features/subscriptions/token-search'
import { pageTitle } from '../lib/page-title'

// The link of a confirmation mail (ADR 0037).
export const Route = createFileRoute('/confirm-subscription')({
  validateSearch: tokenSearch,
  head: pageTitle((t) => t('pageTitles.confirmSubscription')),
  component: function ConfirmSubscriptionPage() {
    const { token } = Route.useSearch()
    return <ConfirmSubscription token={token} />
  },
})
