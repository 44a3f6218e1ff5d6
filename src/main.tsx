import './mantine.css'
import './global.css'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app-providers'
import { startAuth } from './features/auth/start-auth'
import { keepChunkFailuresInApp } from './lib/connection'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'

keepChunkFailuresInApp()
const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
startAuth({
  goToLogin: () =>
    router.navigate({ to: '/login', search: { redirect: router.state.location.href } }),
  // Firebase waits until the first screen has its code and data, so it never competes with them
  // for a slow connection (a guarded screen, which awaits the session, loads it at once).
  defer: (load) => {
    const unsubscribe = router.subscribe('onResolved', () => {
      unsubscribe()
      setTimeout(load, 0)
    })
  },
})

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
