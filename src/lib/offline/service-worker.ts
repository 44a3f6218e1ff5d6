// The service worker (vite-plugin-pwa's generateSW, docs/decisions/0040), registered by the app
// once it has taken the page over and the browser is idle: never part of the first load or the
// first paint. A new build's worker waits; the reader is asked, and only their Reload lets it take
// over (then the page reloads under it), so no page runs half one build and half the next.
import { Workbox } from 'workbox-window'
import { sessionStore } from '../auth/session'
import { createElement } from 'react'
import { loadSonner } from '../toast'
import { UpdateReady, UpdateReload } from './update-words'

export const UPDATE_TOAST_ID = 'quill-new-version'

/** Asks the reader; answers when the toast is up. */
export async function offerUpdate(reload: () => void): Promise<void> {
  const { toast } = await loadSonner()
  // Elements, not strings: the Toaster draws them in the reader's language.
  toast(createElement(UpdateReady), {
    id: UPDATE_TOAST_ID,
    duration: Number.POSITIVE_INFINITY,
    action: { label: createElement(UpdateReload), onClick: reload },
  })
}

/** How long Firebase's messages to the worker in charge may follow its start. */
export const SETTLE_MS = 500
/** Offline, Firebase may never start: the new worker is asked after this at the latest. */
export const SETTLE_MAX_MS = 3000

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Waits, before the new worker is asked to take over, until the session has started and Firebase
 * has said what it says to the worker in charge. The reader's Reload is often their first tap,
 * which is what loads Firebase (src/features/auth/start-auth.ts), and Firebase Auth then posts
 * to the active worker; Chromium loses a waiting worker's skipWaiting() when the active one gets
 * a message while the switch waits on it (seen in 1 of 7 clicks under load), and the new worker
 * then waits until every tab closes: Reload would do nothing.
 */
export async function sessionSettled(
  ready: () => Promise<unknown> = () => sessionStore.ready(),
): Promise<void> {
  await Promise.race([ready().then(() => pause(SETTLE_MS)), pause(SETTLE_MAX_MS)])
}

export function registerServiceWorker(
  url = '/sw.js',
  offer: (reload: () => void) => Promise<void> = offerUpdate,
  settle: () => Promise<void> = sessionSettled,
): void {
  if (!('serviceWorker' in navigator)) return
  const workbox = new Workbox(url)
  workbox.addEventListener('waiting', () => {
    void offer(() => {
      void settle().then(() => {
        workbox.addEventListener('controlling', () => window.location.reload())
        workbox.messageSkipWaiting()
      })
    })
  })
  // A first visit's page was loaded before any worker existed: once the first one is in charge,
  // what the page showed is put where the worker keeps it.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => void keepImagesShown(), {
      once: true,
    })
  }
  workbox.register().catch(() => {
    // Refused (a private window, a browser blocking workers): the app works online as before.
  })
}

/**
 * Asks again, through the worker now in charge, for the images (`/images/*`) this page loaded
 * before it was: they went past the worker's image cache, so a post first opened as a full page
 * load would read offline without them. Their URLs name their content and are cached as
 * immutable, so the browser's HTTP cache answers and nothing is downloaded twice. The page
 * itself is never kept by the worker (docs/decisions/0040): its data is kept in the query cache.
 */
export async function keepImagesShown(
  entries: readonly { name: string }[] = performance.getEntriesByType('resource'),
  fetchImage: (url: string) => Promise<unknown> = (url) => fetch(url),
): Promise<void> {
  const urls = new Set(
    entries
      .map((entry) => new URL(entry.name, window.location.href))
      .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/images/'))
      .map((url) => url.href),
  )
  await Promise.all([...urls].map((url) => fetchImage(url).catch(() => {})))
}
