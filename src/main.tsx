import './lib/zod-jitless'
import '@mantine/core/styles.css'
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
})

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// A page the server drew (docs/decisions/0019) is replaced by the client's first render, so that
// render must be the same page: the router loads it first (from the inlined data, with its code
// chunks), and nothing shows a pending state in between.
if (serverDrawn) await router.load()

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
