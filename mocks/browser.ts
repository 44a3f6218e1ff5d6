// The same handlers as mocks/node.ts, in the browser: msw's service worker answers the page's
// requests (`npm run dev:mock`, docs/decisions/0013). The worker script is served by Vite in
// that mode only (vite.config.ts), from the installed msw.
import { setupWorker } from 'msw/browser'
import { EMBEDDED_DEFAULTS } from '../contract/client-config'
import { handlers } from './handlers'
import { IMAGE_HOST } from './handlers/images'
import { API } from './handlers/shared'

export const worker = setupWorker(...handlers)

/** Requests a handler should have answered: the API, the Auth emulator, the image host. */
function isMocked(url: string): boolean {
  const emulator = EMBEDDED_DEFAULTS.authEmulatorUrl
  return [`${API}/`, `${IMAGE_HOST}/`, ...(emulator ? [`${emulator}/`] : [])].some((prefix) =>
    url.startsWith(prefix),
  )
}

/** Resolves once the worker controls the page, so the app's first request is answered too. */
export async function startWorker(): Promise<void> {
  await worker.start({
    // Vite's own modules and HMR pass by quietly; a call the handlers miss fails loudly, rather
    // than reaching Vite, which has no API to offer.
    onUnhandledRequest(request, print) {
      if (isMocked(request.url)) print.error()
    },
  })
}
