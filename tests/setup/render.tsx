// Renders the whole app (providers + router) at a path, as a component test's starting point.
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AppProviders } from '../../src/app-providers'
import { type I18n, createI18n } from '../../src/lib/i18n/i18n'
import { createQueryClient } from '../../src/lib/query-client'
import { createAppRouter } from '../../src/router'
import { signInAs, signOut } from './signed-in'

export function createTestQueryClient(): QueryClient {
  return createQueryClient({ queries: { retry: false }, mutations: { retry: false } })
}

export function renderApp(
  path = '/',
  queryClient = createTestQueryClient(),
  i18n: I18n = createI18n('en'),
) {
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter(queryClient, history, { i18n })
  const user = userEvent.setup()
  const utils = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { ...utils, user, router, queryClient }
}

/** The app at `path` for the signed-in test user (signInAs's). */
export function renderSignedIn(path: string) {
  signInAs()
  return renderApp(path)
}

/** The app at `path` for a visitor, signed out. */
export function renderSignedOut(path: string) {
  signOut()
  return renderApp(path)
}
