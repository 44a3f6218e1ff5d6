// The connection as the app sees it: TanStack Query's onlineManager (which pauses queries while
// offline and resumes them on reconnect) is the one source for the banner and the error screen.
import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  )
}

/**
 * The message a failed dynamic import throws in Chromium, Firefox and Safari, and the one Vite's
 * preload helper throws when a chunk's stylesheet cannot be fetched (screens bring the Mantine
 * sheets they use: docs/decisions/0018).
 */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message)
}

/**
 * A screen's code that cannot be fetched makes TanStack Router reload the page once (right after
 * a deploy, the old chunk names are gone). Offline, that reload lands on the browser's own
 * "This site can't be reached" and the app is lost. Vite announces the failed import first
 * (`vite:preloadError`); while offline we tell the router it has already reloaded for this
 * error, so it shows the route's error screen instead, which offers Retry.
 */
export function keepChunkFailuresInApp(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown }
    if (navigator.onLine || !(payload instanceof Error)) return
    try {
      // The key TanStack Router's lazyRouteComponent checks before it reloads.
      window.sessionStorage.setItem(`tanstack_router_reload:${payload.message}`, '1')
    } catch {
      // Storage blocked: the router reloads as it would have anyway.
    }
  })
}
