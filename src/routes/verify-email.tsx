import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { PageLoader } from '../components/page-loader'
import { VerifyEmailCard } from '../features/auth/components/verify-email-card'
import { type RedirectSearch, validateRedirectSearch } from '../lib/safe-redirect'
import { titleHead } from '../lib/page-title'

export const Route = createFileRoute('/verify-email')({
  // `sent`: the account was just made and its email sent (the register screen says so).
  validateSearch: (search: Record<string, unknown>): RedirectSearch & { sent?: true } => ({
    ...validateRedirectSearch(search),
    ...(search.sent === true || search.sent === 'true' ? { sent: true as const } : {}),
  }),
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
  const { redirect: target, sent } = Route.useSearch()
  const router = useRouter()
  return (
    <VerifyEmailCard
      email={user.email}
      justSent={sent === true}
      onVerified={() => router.history.push(target ?? '/')}
    />
  )
}
