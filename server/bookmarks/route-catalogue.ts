// Bookmarks: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import { type RouteSpec, auth, signedIn } from '../../tests/setup/route-callers'

export const routes: Record<string, RouteSpec> = {
  // One's own reading list (issue 24): anyone signed in saves a post they may read, and reads
  // their own list only (the list is answered per caller; there is no one else's to ask for).
  'PUT /api/post/:postId/bookmark': {
    request: async (w, as) => ({
      method: 'PUT',
      url: `/api/post/${w.postId}/bookmark`,
      headers: auth(as),
    }),
    expect: signedIn(200),
  },
  'DELETE /api/post/:postId/bookmark': {
    request: async (w, as) => ({
      method: 'DELETE',
      url: `/api/post/${w.postId}/bookmark`,
      headers: auth(as),
    }),
    expect: signedIn(200),
  },
  'GET /api/bookmarks': {
    request: async (_w, as) => ({ method: 'GET', url: '/api/bookmarks', headers: auth(as) }),
    expect: signedIn(200),
  },
}
