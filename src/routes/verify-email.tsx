import { createFileRoute, redirect, useRouter, useRouterState } from '@tanstack/react-router'
import { PageLoader } from '../components/page-loader'
import { VerifyEmailCard } from '../features/auth/components/verify-email-card'
import { validateRedirectSearch } from '../lib/safe-redirect'
import { titleHead } from '../lib/page-title'

export const Route = createFileRoute('/verify-email')({
  validateSearch: validateRedirectSearch,
  beforeLoad: async ({ context: { session }, search }) => {
    const current = await session.ready()
    if (current.status === 'signed-out') {
      throw redirect({ to: '/login', search: { redirect: search.redirect } })
    }
    if (current.user.emailVerified) throw redirect({ href: search.redirect ?? '/' })
    return { user: current.user }
  },
  head: () => titleHead('Verify your email'),
  pendingComponent: () => <PageLoader label="Checking your session" />,
  pendingMs: 100,
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  const { user } = Route.useRouteContext()
  const { redirect: target } = Route.useSearch()
  // `?sent=true`: the account was just made and its email sent (use-complete-sign-in.ts). Read
  // from the raw search, which validateSearch leaves as it is, to keep it off the first load.
  const justSent = useRouterState({
    select: (s) => {
      const sent = (s.location.search as Record<string, unknown>).sent
      return sent === true || sent === 'true'
    },
  })
  const router = useRouter()
  return (
    <VerifyEmailCard
      email={user.email}
      justSent={justSent}
      onVerified={() => router.history.push(target ?? '/')}
    />
  )
}
