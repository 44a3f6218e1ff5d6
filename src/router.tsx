import type { QueryClient } from '@tanstack/react-query'
import { type RouterHistory, createRouter } from '@tanstack/react-router'
import { type SiteHead, siteHead } from '../contract/head/head-tags'
import { siteUrls } from '../contract/site-urls'
import type { SiteSettings } from '../contract/site'
import { cachedSiteSettings } from './entities/site/queries'
import { type SessionStore, sessionStore } from './lib/auth/session'
import { clientConfig } from './lib/client-config'
import { type I18n, createI18n } from './lib/i18n/i18n'
import { type TitleTranslate, titleTranslator } from './lib/page-title'
import { RouteError } from './components/route-error'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
  session: SessionStore
  /**
   * The public addresses (PUBLIC_URL) and the site's name that each page's head names (route
   * `head()`); the name is read from the cache each time, so a rename shows at once.
   */
  site: SiteHead
  /**
   * The render root's translator for the fixed document titles a route's `head()` names
   * ("Manage posts"): `head()` runs outside React, so it cannot `useT()` (docs/decisions/0077).
   * User content (a post's or an author's title) is never translated.
   */
  t: TitleTranslate
}

/**
 * `history`: a memory history in component tests and the server render; the browser's by
 * default. `serverRender`: drawn once into HTML (src/entry-server.tsx), where scroll restoration
 * would write an inline script the Content-Security-Policy refuses. `publicUrl`: the browser
 * reads it from the page's settings; the server render is handed the server's. `i18n`: the
 * render root's translator (AppProviders' too), which titles the documents.
 */
export function createAppRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  {
    serverRender = false,
    publicUrl = clientConfig.publicUrl,
    i18n = createI18n('en'),
  }: { serverRender?: boolean; publicUrl?: string; i18n?: I18n } = {},
) {
  const router = createRouter({
    routeTree,
    context: {
      queryClient,
      session: sessionStore,
      site: siteHead(siteUrls(publicUrl), () => {
        const settings = cachedSiteSettings(queryClient)
        return {
          name: settings.title,
          description: settings.description,
          language: settings.language,
          sameAs: settings.socialAccounts,
          logo: settings.logo,
          cover: settings.cover,
        }
      }),
      t: titleTranslator(i18n),
    },
    ...(history ? { history } : {}),
    // Loaders read through TanStack Query, which owns freshness; the router never caches.
    defaultPreloadStaleTime: 0,
    defaultPreload: 'intent',
    scrollRestoration: !serverRender,
    // Screens without an error screen of their own (a failed code chunk, a render error).
    defaultErrorComponent: RouteError,
  })
  // The site's name or words changed (a save, or settings that came after a page the server did
  // not draw): every head names it again. Only then: invalidating reloads the screen's data.
  if (!serverRender) {
    let named = headFacts(cachedSiteSettings(queryClient))
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return
      const now = headFacts(cachedSiteSettings(queryClient))
      if (now === named) return
      named = now
      void router.invalidate()
    })
    // Another language (the chooser's, or the page's own chunk come): every head in it.
    i18n.subscribe(() => void router.invalidate())
  }
  return router
}

/** What of the settings a head says, as one string to compare. */
const headFacts = (settings: SiteSettings) =>
  JSON.stringify([
    settings.title,
    settings.description,
    settings.language,
    settings.socialAccounts,
    settings.logo,
    settings.cover,
  ])

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
