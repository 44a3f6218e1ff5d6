// The routes of issue 24's handles and follows, for the route catalogue (route-catalogue.ts):
// the OpenAPI conformance test, the authorization matrix and the fuzz walk them with the rest.
import {
  type RouteSpec,
  asCaller,
  type World,
  auth,
  everyone,
  signedIn,
} from '../../tests/setup/route-callers'
import { publishPost } from '../../tests/setup/users'

/** The owner holds a handle (written straight in: each call of the matrix is a fresh world). */
export async function ownerHandle(w: World): Promise<string> {
  const handle = `h_${w.owner.uid
    .slice(0, 20)
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')}`
  await w.t.app.database.db
    .updateTable('profiles')
    .set({ handle })
    .where('uid', '=', w.owner.uid)
    .execute()
  return handle
}

/** Following the owner: anyone signed in but the owner, who cannot follow themselves. */
const followsOwner = { ...signedIn(200), owner: 400 }

export const routes: Record<string, RouteSpec> = {
  'GET /api/authors/by-handle/:handle': {
    request: asCaller('GET', async (w) => `/api/authors/by-handle/${await ownerHandle(w)}`),
    expect: everyone(200),
  },
  'PUT /api/authors/:authorId/follow': {
    request: asCaller('PUT', (w) => `/api/authors/${w.owner.uid}/follow`),
    expect: followsOwner,
  },
  'DELETE /api/authors/:authorId/follow': {
    request: asCaller('DELETE', (w) => `/api/authors/${w.owner.uid}/follow`),
    expect: followsOwner,
  },
  'GET /api/tags/:tag': {
    // A tag has a page while a published post carries it.
    request: async (w, as) => {
      await publishPost(w.t, w.owner, { tags: ['matrix'] })
      return { method: 'GET', url: '/api/tags/matrix', headers: auth(as) }
    },
    expect: everyone(200),
  },
  'PUT /api/tags/:tag/follow': {
    request: asCaller('PUT', '/api/tags/matrix/follow'),
    expect: signedIn(200),
  },
  'DELETE /api/tags/:tag/follow': {
    request: asCaller('DELETE', '/api/tags/matrix/follow'),
    expect: signedIn(200),
  },
  'GET /api/follows': {
    request: asCaller('GET', '/api/follows'),
    expect: signedIn(200),
  },
  'GET /api/feed/following': {
    request: asCaller('GET', '/api/feed/following'),
    expect: signedIn(200),
  },
  'GET /api/feed/suggestions': {
    request: asCaller('GET', '/api/feed/suggestions'),
    expect: signedIn(200),
  },
}
