// Every guarded screen sits under this pathless layout (spec §2): signed out → /login,
// remembering the page; unverified → the verify card; while the auth state loads → a loader.
// It resolves the verified user once and hands it to every guarded loader and component through
// the router context (TanStack Router's authenticated-routes example).
import { Outlet, createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageLoader } from '../components/page-loader'
import { useT } from '../lib/i18n/context'
import authPages from '../locales/en/auth-pages.messages.json'
import { useSession } from '../lib/auth/session'

export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context: { session }, location }) => {
    const current = await session.ready()
    if (current.status === 'signed-out') {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
    // They may have followed the link in the email since signing in.
    // Imported here: it needs the Firebase SDK, which the first load does not carry.
    const user = current.user.emailVerified
      ? current.user
      : await import('../features/auth/verification').then((m) => m.refreshEmailVerification())
    if (!user) {
      // The card is a screen of its own, so no guarded screen loads data it may not read.
      throw redirect({ to: '/verify-email', search: { redirect: location.href } })
    }
    return { user }
  },
  pendingComponent: CheckingSession,
  pendingMs: 100,
  component: GuardedLayout,
})

function CheckingSession() {
  const t = useT(authPages)
  return <PageLoader label={t('authPages.checkingSession')} />
}

/**
 * The context follows the session: signing out (another tab, an expired session) runs the guard
 * again, which sends the user to /login remembering this page; a changed profile reaches every
 * guarded screen.
 */
function GuardedLayout() {
  const session = useSession()
  const { user } = Route.useRouteContext()
  const router = useRouter()
  const stale =
    session.status === 'signed-out' || (session.status === 'signed-in' && session.user !== user)
  useEffect(() => {
    if (stale) void router.invalidate()
  }, [stale, router])
  return <Outlet />
}
