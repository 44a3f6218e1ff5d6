import { Container, useComputedColorScheme } from '@mantine/core'
import { Outlet, createRootRouteWithContext, useRouterState } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { useSession } from '../lib/auth/session'
import { useNotificationEvents } from '../features/notifications/use-notification-events'
import type { RouterContext } from '../router'
import { Footer } from './-layout/footer'
import { Header } from './-layout/header'
import { OfflineBanner } from './-layout/offline-banner'
import { PageAnnouncer } from './-layout/page-announcer'
import { PageHead } from './-layout/page-head'
import { SiteBar } from './-layout/site-links'
import classes from './-layout/shell.module.css'
import { Toasts } from './-layout/toasts'
import RootNotFound from './-root-not-found'

export const Route = createRootRouteWithContext<RouterContext>()({
  // The site's own, for every screen whose route names nothing else (forms, a user's screens).
  head: ({ match }) => ({
    meta: [
      { title: match.context.site.name },
      { name: 'description', content: match.context.site.description || match.context.site.name },
    ],
  }),
  component: RootLayout,
  notFoundComponent: RootNotFound,
})

function RootLayout() {
  const colorScheme = useComputedColorScheme('light')
  // Live notifications for whoever is signed in, on every screen.
  useNotificationEvents()
  return (
    <>
      <PageHead />
      <div className={classes.root}>
        <PageAnnouncer />
        <Header />
        <SiteBar />
        {/* index.html's Skip to content leads here; focusable, so the next Tab goes on from it. */}
        <main id="main" tabIndex={-1} className={classes.main}>
          <Container size="md">
            <OfflineBanner />
            <UnverifiedBanner />
            <Outlet />
          </Container>
        </main>
        <Footer />
        <Toasts theme={colorScheme} />
      </div>
    </>
  )
}

// Its own chunk: only a signed-in user with an unverified email ever loads it.
const VerifyBanner = lazy(() => import('../features/auth/components/verify-banner'))

/** On every page but the verify card's own, while the signed-in user's email is unverified. */
function UnverifiedBanner() {
  const session = useSession()
  const onVerifyCard = useRouterState({ select: (s) => s.location.pathname === '/verify-email' })
  if (session.status !== 'signed-in' || session.user.emailVerified || onVerifyCard) return null
  return (
    <Suspense fallback={null}>
      <VerifyBanner email={session.user.email} />
    </Suspense>
  )
}
