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
  workbox.register().catch(() => {
    // Refused (a private window, a browser blocking workers): the app works online as before.
  })
}
