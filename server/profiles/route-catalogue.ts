// Authors, profiles and the people search: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import { type RouteSpec, auth, everyone, signedIn } from '../../tests/setup/route-callers'

export const routes: Record<string, RouteSpec> = {
  'GET /api/people': {
    request: async (_w, as) => ({ method: 'GET', url: '/api/people?q=a', headers: auth(as) }),
    expect: everyone(200),
  },
  'GET /api/authors/:authorId': {
    request: async (w, as) => ({
      method: 'GET',
      url: `/api/authors/${w.owner.uid}`,
      headers: auth(as),
    }),
    expect: everyone(200),
  },
  'PUT /api/profile': {
    // One's own profile: any signed-in user sets theirs.
    request: async (_w, as) => ({
      method: 'PUT',
      url: '/api/profile',
      headers: auth(as),
      payload: { displayName: 'Matrix Name', photoURL: '', bio: 'A bio from the matrix' },
    }),
    expect: signedIn(200),
  },
}
