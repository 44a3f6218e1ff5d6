import './mantine.css'
import './global.css'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppProviders } from './app-providers'
import { startAuth } from './features/auth/start-auth'
import { keepChunkFailuresInApp } from './lib/connection'
import { hydrateFirstData } from './lib/first-data'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'

keepChunkFailuresInApp()
const queryClient = createQueryClient()
const serverDrawn = hydrateFirstData(queryClient)
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

function render(element: HTMLElement) {
  createRoot(element).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
}

// A page the server drew (docs/decisions/0019) is replaced by the client's first render, so that
// render must be the same page: the router loads it first (from the inlined data, with its code
// chunks), and nothing shows a pending state in between. Not a top-level await: that makes the
// bundler split every module the entry imports into a chunk of its own (+11 KiB gzip).
if (serverDrawn) {
  const show = () => render(container)
  void router.load().then(show, show)
} else {
  render(container)
}
