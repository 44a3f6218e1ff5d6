import { createFileRoute } from '@tanstack/react-router'
import { AcceptInvitation } from '../../features/staff-invitations/components/accept-invitation'
import { tokenSearch } from '../../features/subscriptions/token-search'
import { pageTitle } from '../../lib/page-title'

// An invitation's link (ADR 0074): signed in (the guard sends anyone else to sign in or register
// and back here), it is accepted for the person signed in.
export const Route = createFileRoute('/_auth/invitation')({
  validateSearch: tokenSearch,
  head: pageTitle((t) => t('pageTitles.invitation')),
  component: function InvitationPage() {
    const { token } = Route.useSearch()
    return <AcceptInvitation token={token} />
  },
})
