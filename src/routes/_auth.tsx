// Every guarded screen sits under this pathless layout (spec §2): signed out → /login,
// remembering the page; unverified → the verify card; while the auth state loads → a loader.
import { Outlet, createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageLoader } from '../components/page-loader'
import { refreshEmailVerification } from '../features/auth/verification'
import { useSession } from '../lib/auth/session'

export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context: { session }, location }) => {
    const current = await session.ready()
    if (current.status === 'signed-out') {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
    // They may have followed the link in the email since signing in.
    if (!current.user.emailVerified) await refreshEmailVerification()
    const latest = session.get()
    if (latest.status === 'signed-in' && !latest.user.emailVerified) {
      // The card is a screen of its own, so no guarded screen loads data it may not read.
      throw redirect({ to: '/verify-email', search: { redirect: location.href } })
    }
  },
  pendingComponent: () => <PageLoader label="Checking your session" />,
  pendingMs: 100,
  component: GuardedLayout,
})

/**
 * Signing out while on a guarded screen (another tab, an expired session) runs the guard again,
 * which sends the user to /login remembering this page.
 */
function GuardedLayout() {
  const status = useSession().status
  const router = useRouter()
  useEffect(() => {
    if (status === 'signed-out') void router.invalidate()
  }, [status, router])
  return <Outlet />
}
