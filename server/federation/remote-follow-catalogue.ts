// The routes of issue 29 item 4, following people on other servers (remote-follow-routes.ts),
// for the route catalogue (route-catalogue.ts). No network in these tests:
// the follow names a handle on this very server, which the owner (who has a handle) is told to
// follow from its page (400) and anyone without a handle is told to choose one (409).
import { ownerHandle } from '../follows/route-catalogue'
import { type RouteSpec, asCaller, auth, signedIn } from '../../tests/setup/route-callers'

export const remoteFollowRoutes: Record<string, RouteSpec> = {
  'GET /api/remote-follows': {
    request: asCaller('GET', '/api/remote-follows'),
    expect: signedIn(200),
  },
  'POST /api/remote-follows': {
    request: async (w, as) => {
      const host = new URL(w.t.config.publicUrl).host
      return {
        method: 'POST',
        url: '/api/remote-follows',
        headers: auth(as),
        payload: { handle: `@${await ownerHandle(w)}@${host}` },
      }
    },
    expect: { none: 401, unverified: 403, other: 409, owner: 400 },
  },
  'DELETE /api/remote-follows/:id': {
    // A follow that is not there: nothing to undo, for anyone signed in.
    request: asCaller('DELETE', '/api/remote-follows/AAAAAAAAAAAAAAAA'),
    expect: signedIn(200),
  },
  // Liking and answering a post from another server: there is none here, so the owner (a person
  // with a handle) gets a 404, and anyone without a handle is told to choose one first (409).
  'PUT /api/remote-posts/:id/like': {
    request: async (w, as) => {
      await ownerHandle(w)
      return { method: 'PUT', url: '/api/remote-posts/AAAAAAAAAAAAAAAA/like', headers: auth(as) }
    },
    expect: { none: 401, unverified: 403, other: 409, owner: 404 },
  },
  'DELETE /api/remote-posts/:id/like': {
    request: async (w, as) => {
      await ownerHandle(w)
      return {
        method: 'DELETE',
        url: '/api/remote-posts/AAAAAAAAAAAAAAAA/like',
        headers: auth(as),
      }
    },
    expect: { none: 401, unverified: 403, other: 409, owner: 404 },
  },
  'POST /api/remote-posts/:id/replies': {
    request: async (w, as) => {
      await ownerHandle(w)
      return {
        method: 'POST',
        url: '/api/remote-posts/AAAAAAAAAAAAAAAA/replies',
        headers: auth(as),
        payload: { comment: 'Lovely post' },
      }
    },
    expect: { none: 401, unverified: 403, other: 409, owner: 404 },
  },
}
