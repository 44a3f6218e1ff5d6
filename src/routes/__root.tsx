import { AppShell, Container, useComputedColorScheme } from '@mantine/core'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { Toaster } from 'sonner'
import { NotFoundPage } from '../components/not-found-page'
import { useNotificationEvents } from '../features/notifications/use-notification-events'
import { MAX_TOASTS, TOAST_DURATION } from '../lib/toast'
import type { RouterContext } from '../router'
import { Footer } from './-layout/footer'
import { Header } from './-layout/header'
import { OfflineBanner } from './-layout/offline-banner'
import { PageAnnouncer } from './-layout/page-announcer'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => (
    <NotFoundPage title="Page not found">There is no page at this address.</NotFoundPage>
  ),
})

function RootLayout() {
  const colorScheme = useComputedColorScheme('light')
  // Live notifications for whoever is signed in, on every screen.
  useNotificationEvents()
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <PageAnnouncer />
      <Header />
      <AppShell.Main component="main">
        <Container size="md">
          <OfflineBanner />
          <Outlet />
        </Container>
      </AppShell.Main>
      <Footer />
      <Toaster
        theme={colorScheme}
        closeButton
        duration={TOAST_DURATION.blank}
        visibleToasts={MAX_TOASTS}
        containerAriaLabel="Messages"
      />
    </AppShell>
  )
}
