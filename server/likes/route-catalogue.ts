// Likes: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import { type RouteSpec, auth, signedIn } from '../../tests/setup/route-callers'

export const routes: Record<string, RouteSpec> = {
  'PUT /api/post/:postId/like': {
    request: async (w, as) => ({
      method: 'PUT',
      url: `/api/post/${w.postId}/like`,
      headers: auth(as),
    }),
    expect: signedIn(200),
  },
  'DELETE /api/post/:postId/like': {
    request: async (w, as) => ({
      method: 'DELETE',
      url: `/api/post/${w.postId}/like`,
      headers: auth(as),
    }),
    expect: signedIn(200),
  },
}
