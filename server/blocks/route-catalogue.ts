// The routes of issue 26's blocks, for the route catalogue (route-catalogue.ts): the OpenAPI
// conformance test, the authorization matrix and the fuzz walk them with the rest.
import { type RouteSpec, asCaller, signedIn } from '../../tests/setup/route-callers'

/** Blocking the owner: anyone signed in but the owner, who cannot block themselves. */
const blocksOwner = { ...signedIn(200), owner: 400 }

export const routes: Record<string, RouteSpec> = {
  'PUT /api/blocks/:uid': {
    request: asCaller('PUT', (w) => `/api/blocks/${w.owner.uid}`),
    expect: blocksOwner,
  },
  'DELETE /api/blocks/:uid': {
    request: asCaller('DELETE', (w) => `/api/blocks/${w.owner.uid}`),
    expect: blocksOwner,
  },
  'GET /api/blocks': {
    // One's own list: there is no one else's to ask for.
    request: asCaller('GET', '/api/blocks'),
    expect: signedIn(200),
  },
}
