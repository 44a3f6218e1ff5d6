// What caches may do with an answer (issue 23, docs/scaling.md). Anything anyone may read — the
// API's revalidated answers to a request without credentials, drawn pages, feeds, the sitemap —
// may be kept by a shared cache (a CDN or reverse proxy in front of several instances) for
// SHARED_CACHE_SECONDS and served stale as long again while it asks; a browser keeps it too but
// asks again every time (max-age=0, with the ETag's 304). An answer to a signed-in request is
// `private`: no shared cache keeps it, and `Vary: Authorization` on both kinds keeps a cache
// that does key on it from handing one to the other.

/** The Cache-Control of a public answer; `no-cache` when shared caches are turned off. */
export function publicCacheControl(sharedSeconds: number): string {
  if (sharedSeconds <= 0) return 'no-cache'
  return `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${sharedSeconds}`
}

/** The Cache-Control of an answer for one signed-in person. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache'
