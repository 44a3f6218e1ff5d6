// The service worker (vite-plugin-pwa's generateSW, docs/decisions/0040), registered by the app
// once it has taken the page over and the browser is idle: never part of the first load or the
// first paint. A new build's worker waits; the reader is asked, and only their Reload lets it take
// over (then the page reloads under it), so no page runs half one build and half the next.
import { Workbox } from 'workbox-window'
import { loadSonner } from '../toast'

export const UPDATE_TOAST_ID = 'quill-new-version'

/** Asks the reader; answers when the toast is up. */
export async function offerUpdate(reload: () => void): Promise<void> {
  const { toast } = await loadSonner()
  toast('A new version is ready', {
    id: UPDATE_TOAST_ID,
    duration: Number.POSITIVE_INFINITY,
    action: { label: 'Reload', onClick: reload },
  })
}

export function registerServiceWorker(
  url = '/sw.js',
  offer: (reload: () => void) => Promise<void> = offerUpdate,
): void {
  if (!('serviceWorker' in navigator)) return
  const workbox = new Workbox(url)
  workbox.addEventListener('waiting', () => {
    void offer(() => {
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting()
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
