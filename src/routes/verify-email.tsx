import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
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
  head: ({ match }) => titleHead(match.context.site, 'Verify your email'),
  pendingComponent: () => <PageLoader label="Checking your session" />,
  pendingMs: 100,
  component: VerifyEmailPage,
})

function VerifyEmailPage() {
  const { user } = Route.useRouteContext()
  const { redirect: target } = Route.useSearch()
  const router = useRouter()
  return (
    <VerifyEmailCard email={user.email} onVerified={() => router.history.push(target ?? '/')} />
  )
}
