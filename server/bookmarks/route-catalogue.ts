// Bookmarks: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import { type RouteSpec, asCaller, signedIn } from '../../tests/setup/route-callers'

export const routes: Record<string, RouteSpec> = {
  // One's own reading list (issue 24): anyone signed in saves a post they may read, and reads
  // their own list only (the list is answered per caller; there is no one else's to ask for).
  'PUT /api/post/:postId/bookmark': {
    request: asCaller('PUT', (w) => `/api/post/${w.postId}/bookmark`),
    expect: signedIn(200),
  },
  'DELETE /api/post/:postId/bookmark': {
    request: asCaller('DELETE', (w) => `/api/post/${w.postId}/bookmark`),
    expect: signedIn(200),
  },
  'GET /api/bookmarks': {
    request: asCaller('GET', '/api/bookmarks'),
    expect: signedIn(200),
  },
}
