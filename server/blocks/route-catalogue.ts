// The routes of issue 26's blocks, for the route catalogue (route-catalogue.ts): the OpenAPI
// conformance test, the authorization matrix and the fuzz walk them with the rest.
import { type RouteSpec, auth, signedIn } from '../../tests/setup/route-callers'

/** Blocking the owner: anyone signed in but the owner, who cannot block themselves. */
const blocksOwner = { ...signedIn(200), owner: 400 }

export const routes: Record<string, RouteSpec> = {
  'PUT /api/blocks/:uid': {
    request: async (w, as) => ({
      method: 'PUT',
      url: `/api/blocks/${w.owner.uid}`,
      headers: auth(as),
    }),
    expect: blocksOwner,
  },
  'DELETE /api/blocks/:uid': {
    request: async (w, as) => ({
      method: 'DELETE',
      url: `/api/blocks/${w.owner.uid}`,
      headers: auth(as),
    }),
    expect: blocksOwner,
  },
  'GET /api/blocks': {
    // One's own list: there is no one else's to ask for.
    request: async (_w, as) => ({ method: 'GET', url: '/api/blocks', headers: auth(as) }),
    expect: signedIn(200),
  },
}
