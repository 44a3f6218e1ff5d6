import './mantine.css'
import './global.css'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppProviders } from './app-providers'
import { takeRedirectSignIn } from './features/auth/redirect-pending'
import { loadOnFirstUse, startAuth } from './features/auth/start-auth'
import { keepChunkFailuresInApp } from './lib/connection'
import { loadKy, readAccessToken } from './lib/http'
import { replayTaps, takeEarlyTaps } from './lib/early-taps'
import { hydrateFirstData } from './lib/first-data'
import { createI18n, loadLanguage } from './lib/i18n/i18n'
import { sayErrorsWith } from './lib/api-error'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'
import { dropTemplateHead } from './routes/-layout/page-head'
import { LANGUAGES, languageOf } from '../contract/languages'
import { LANGUAGE_COOKIE, cookieValue } from '../contract/language-choice'

keepChunkFailuresInApp()
const queryClient = createQueryClient()
const serverDrawn = hydrateFirstData(queryClient)
// The page's language (docs/decisions/0077): a drawn page's is the server's choice. The empty
// page the service worker keeps for offline is in the site's, so the app chooses as the server
// would (contract/language-choice.ts): the chooser's cookie, then `navigator.languages`, then the
// empty page's own. Its catalog is one chunk, which the first render waits for; should it fail
// to come, the page is drawn in English rather than not at all.
const pageLanguage = document.documentElement.lang
const language = serverDrawn
  ? (languageOf(pageLanguage) ?? 'en')
  : ([cookieValue(document.cookie, LANGUAGE_COOKIE), ...navigator.languages, pageLanguage]
      .map(languageOf)
      .find(Boolean) ?? 'en')
document.documentElement.lang = language
document.documentElement.dir = LANGUAGES[language].dir
const i18n = createI18n(language)
const languageLoaded = loadLanguage(i18n, language).catch(() => undefined)
const router = createAppRouter(queryClient, undefined, { i18n })
// The server's errors in the reader's words (docs/decisions/0077), English keeping the API's:
// after the language, and not in the way of hydration, which waits for the language only.
if (language !== 'en') {
  void languageLoaded
    .then(() => import('./lib/server-errors'))
    .then(({ serverErrorWords }) => sayErrorsWith(serverErrorWords(i18n)))
    .catch(() => undefined)
}
/** What waits for the app to have taken the drawn page over (ReplayEarlyTaps). */
const afterTakeover: (() => void)[] = []
startAuth({
  // Once: two requests that find the session gone at the same time both end here, and the
  // second would send /login itself as the page to come back to (dropped as a loop: plain /login).
  goToLogin: async () => {
    if (router.state.location.pathname === '/login') return
    await router.navigate({ to: '/login', search: { redirect: router.state.location.href } })
  },
  // Firebase waits until the first screen has its code and data, so it never competes with them
  // for a slow connection (a guarded screen, which awaits the session, loads it at once); on a
  // drawn page, until the app has hydrated it (44 KiB and ~85 ms of a slow phone's CPU that
  // would otherwise land in the middle of the hydration).
  // Where nobody is signed in (no server token) and no sign-in is coming back from a redirect,
  // not before the reader does something that may need it (loadOnFirstUse, docs/decisions/0072).
  defer: (load) => {
    if (readAccessToken() === null && !takeRedirectSignIn()) {
      loadOnFirstUse(load)
      return
    }
    if (serverDrawn) {
      afterTakeover.push(load)
      return
    }
    const unsubscribe = router.subscribe('onResolved', () => {
      unsubscribe()
      setTimeout(load, 0)
    })
  },
})

/**
 * Offline-first (docs/decisions/0040), in a chunk of its own, never on the first load: the cache
 * kept in IndexedDB with the writes made offline that wait in it, and the service worker, which
 * registers only once the page is the app's and the browser is idle (and only in a build). The
 * entry's own URL names the build: it changes whenever any chunk does.
 */
const offline = () => import('./offline')
const keepCache = () =>
  offline().then((module) => module.keepCache(queryClient, new URL(import.meta.url).pathname))
const registerWorker = () => {
  if (import.meta.env.PROD) void offline().then((module) => module.registerWorkerWhenIdle())
}

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

/**
 * Once the drawn page is hydrated (its effects run after every other one of the first commit),
 * the app takes the taps public/early.js kept before it listened, and replays them.
 */
function ReplayEarlyTaps() {
  useEffect(() => {
    replayTaps(takeEarlyTaps())
    for (const start of afterTakeover.splice(0)) setTimeout(start, 0)
  }, [])
  return null
}

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
      {serverDrawn ? <ReplayEarlyTaps /> : null}
    </AppProviders>
  </StrictMode>
)

// A page the server drew (docs/decisions/0019) is hydrated: React keeps its DOM and only attaches
// to it, which is most of the first render's work saved on a slow phone, and the images already
// chosen stay. Hydrating needs the client's first render to be the server's exactly: the router
// loads the page first (from the inlined data, with its code chunks), and renders the structure
// it renders on the server (no Suspense around the root: what `router.ssr` selects, without its
// own dehydration protocol). Not a top-level await: that makes the bundler split every module
// the entry imports into a chunk of its own (+11 KiB gzip).
// Both in a transition: React then renders in slices that yield to the browser between them,
// rather than in one long task that holds a slow phone's main thread (Lighthouse's TBT).
if (serverDrawn) {
  router.ssr = { manifest: undefined }
  const hydrate = () => {
    startTransition(() => {
      hydrateRoot(container, app, {
        // A mismatch is repaired by drawing that part on the client; say so, as React would in
        // development, so a test or a developer sees it.
        onRecoverableError: (error) => console.error('Hydration repaired a mismatch:', error),
      })
    })
  }
  void Promise.allSettled([router.load(), languageLoaded]).then(hydrate)
  // After the takeover: the drawn page's own data is in the cache first, and wins.
  // ky, for the reader's next request (docs/decisions/0072).
  afterTakeover.push(
    () => void keepCache(),
    registerWorker,
    () => void loadKy(),
  )
} else {
  // Nothing drawn to tap: every tap is the app's from its first render.
  takeEarlyTaps()
  dropTemplateHead()
  const render = () => {
    const root = createRoot(container)
    startTransition(() => root.render(app))
  }
  // The kept copy goes in before the first render, so a page read before opens offline; a slow
  // IndexedDB holds the screen a second at most (what it restores later still goes in).
  const atMost = new Promise((resolve) => setTimeout(resolve, 1000))
  void Promise.allSettled([languageLoaded, Promise.race([keepCache(), atMost])]).then(render)
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe()
    registerWorker()
  })
}
