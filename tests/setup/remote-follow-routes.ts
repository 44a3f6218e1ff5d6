// The routes of issue 29 item 4, following people on other servers (server/routes/
// remote-follows.ts), for the route catalogue (route-catalogue.ts). No network in these tests:
// the follow names a handle on this very server, which the owner (who has a handle) is told to
// follow from its page (400) and anyone without a handle is told to choose one (409).
import { ownerHandle } from './follow-routes'
import { type RouteSpec, auth, signedIn } from './route-callers'

export const remoteFollowRoutes: Record<string, RouteSpec> = {
  'GET /api/remote-follows': {
    request: async (_w, as) => ({ method: 'GET', url: '/api/remote-follows', headers: auth(as) }),
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
    request: async (_w, as) => ({
      method: 'DELETE',
      url: '/api/remote-follows/AAAAAAAAAAAAAAAA',
      headers: auth(as),
    }),
    expect: signedIn(200),
  },
}
