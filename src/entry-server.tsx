// The server render (docs/decisions/0019): `vite build --ssr` turns this file into
// dist-ssr/entry-server.js, which the server loads at run time (server/page-render.ts). It draws
// a page with the app's own router, loaders and components, without a user: the session stays
// 'loading', so nothing user-specific is ever drawn.
import { dehydrate } from '@tanstack/react-query'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import type { RenderedPage, ServerRenderer } from '../contract/server-render'
import { AppProviders } from './app-providers'
import { setServerTransport } from './lib/http'
import { createI18n, loadLanguage } from './lib/i18n/i18n'
import { createQueryClient } from './lib/query-client'
import { siteQueries } from './entities/site/queries'
import { pageQueries } from './entities/page/queries'
import { createAppRouter } from './router'

/** Resolves once no query is fetching (the post's comments start beside it, unawaited). */
function queriesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = queryClient.getQueryCache()
    const check = () => {
      if (queryClient.isFetching() > 0) return false
      resolve()
      return true
    }
    if (check()) return
    const unsubscribe = cache.subscribe(() => {
      if (check()) unsubscribe()
    })
  })
}

/** What React writes first when it has no <head> to hoist into: images to preload, then the head. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g

/**
 * The markup without the <title>, <meta> and <link> of <HeadContent /> that React wrote at its
 * start: the server writes the same tags, built by the same functions (contract/head), into
 * the document's head, where hydrating adopts them. The image preloads stay (the server moves
 * them up the head).
 */
const withoutHoistedHead = (html: string) =>
  html.replace(HOISTED, (run) => run.match(IMAGE_PRELOAD)?.join('') ?? '')

/** A Suspense boundary renderToString gave up on: the client draws it after hydrating. */
const CLIENT_RENDERED = '<!--$!-->'

/**
 * The markup, drawn again while a boundary waits for a lazy part's code. renderToString does not
 * wait for Suspense: the first time a React.lazy part (the home page's subscribe form) is drawn
 * after the server starts, its code is still being imported, and the page would go out, and be
 * kept, with that part left to the client (React's error #419 in the browser). The import
 * started by the first pass has finished by a later one; a part that never comes is left after
 * a few tries.
 */
async function renderWhole(render: () => string): Promise<string> {
  let html = render()
  for (let pass = 0; pass < 5 && html.includes(CLIENT_RENDERED); pass++) {
    await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** pass))
    html = render()
  }
  return html
}

export const renderPage: ServerRenderer['renderPage'] = async (
  url,
  transport,
  publicUrl,
  language = 'en',
) => {
  setServerTransport(transport)
  const queryClient = createQueryClient()
  // A translator of its own per request, in the reader's language (docs/decisions/0077); a
  // language's chunk is loaded once per server, then at hand for every request.
  const i18n = createI18n(language)
  await loadLanguage(i18n, language)
  const history = createMemoryHistory({ initialEntries: [url] })
  const router = createAppRouter(queryClient, history, { serverRender: true, publicUrl, i18n })
  // The site's settings before anything is drawn: every head and the header name the site, and
  // the page carries them, so the browser never asks (docs/decisions/0074). The header's own
  // query asks for them where no server drew the page.
  // The header's links to the site's pages likewise (ADR 0075).
  await Promise.all([
    queryClient.query(siteQueries.site()).catch(() => undefined),
    queryClient.query(pageQueries.navigation()).catch(() => undefined),
  ])
  await router.load()
  await queriesSettled(queryClient)
  const html = await renderWhole(() =>
    renderToString(
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  )
  const titles = router.state.matches.flatMap((match) =>
    (match.meta ?? []).flatMap((meta) => (meta?.title ? [meta.title] : [])),
  )
  const page: RenderedPage = {
    status: router.state.matches.some((match) => match.status === 'notFound') ? 404 : 200,
    title: titles.at(-1) ?? router.options.context.site.name,
    html: withoutHoistedHead(html),
    data: dehydrate(queryClient),
  }
  queryClient.clear()
  return page
}
