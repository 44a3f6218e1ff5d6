// The one HTTP client of the app: base URL, time-outs and retries of idempotent calls.
// Authentication headers and the 401/403 path are added by the auth feature.
import ky from 'ky'

export const http = ky.create({
  // Absolute, so the same code runs where fetch has no page to resolve against (tests).
  prefixUrl: new URL('/api/', window.location.origin).href,
  timeout: 15_000,
  retry: { limit: 2, methods: ['get', 'head', 'options', 'put', 'delete'] },
})
