import type { QueryClient } from '@tanstack/react-query'
import { type RouterHistory, createRouter } from '@tanstack/react-router'
import { type SessionStore, sessionStore } from './lib/auth/session'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
  session: SessionStore
}

/** `history`: a memory history in component tests; the browser's by default. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient, session: sessionStore },
    ...(history ? { history } : {}),
    // Loaders read through TanStack Query, which owns freshness; the router never caches.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
