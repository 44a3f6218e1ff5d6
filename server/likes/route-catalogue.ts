// Likes: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import { type RouteSpec, asCaller, signedIn } from '../../tests/setup/route-callers'

export const routes: Record<string, RouteSpec> = {
  'PUT /api/post/:postId/like': {
    request: asCaller('PUT', (w) => `/api/post/${w.postId}/like`),
    expect: signedIn(200),
  },
  'DELETE /api/post/:postId/like': {
    request: asCaller('DELETE', (w) => `/api/post/${w.postId}/like`),
    expect: signedIn(200),
  },
}
