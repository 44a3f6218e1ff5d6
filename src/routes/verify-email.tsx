import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { PageLoader } from '../components/page-loader'
import { VerifyEmailCard } from '../features/auth/components/verify-email-card'
import { validateRedirectSearch } from '../lib/safe-redirect'
import { pageTitle } from '../lib/page-title'
import { useT } from '../lib/i18n/context'
import authPages from '../locales/en/auth-pages.messages.json'

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
  head: pageTitle((t) => t('pageTitles.verifyEmail')),
  pendingComponent: CheckingSession,
  pendingMs: 100,
  component: VerifyEmailPage,
})

function CheckingSession() {
  const t = useT(authPages)
  return <PageLoader label={t('authPages.checkingSession')} />
}

function VerifyEmailPage() {
  const { user } = Route.useRouteContext()
  const { redirect: target } = Route.useSearch()
  const router = useRouter()
  return (
    <VerifyEmailCard email={user.email} onVerified={() => router.history.push(target ?? '/')} />
  )
}
