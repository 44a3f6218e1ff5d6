import { createFileRoute } from '@tanstack/react-router'
import { UnsubscribeWithToken } from '../features/subscriptions/components/mail-links'
import { tokenSearch } from '../features/subscriptions/token-search'
import { pageTitle } from '../lib/page-title'

// The unsubscribe link in a mail's body (and List-Unsubscribe opened in a browser): it asks.
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: tokenSearch,
  head: pageTitle((t) => t('pageTitles.unsubscribe')),
  component: function UnsubscribePage() {
    const { token } = Route.useSearch()
    return <UnsubscribeWithToken token={token} />
  },
})
