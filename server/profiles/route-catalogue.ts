// Authors, profiles and the people search: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import { type RouteSpec, asCaller, everyone, signedIn } from '../../tests/setup/route-callers'

export const routes: Record<string, RouteSpec> = {
  'GET /api/people': {
    request: asCaller('GET', '/api/people?q=a'),
    expect: everyone(200),
  },
  'GET /api/authors/:authorId': {
    request: asCaller('GET', (w) => `/api/authors/${w.owner.uid}`),
    expect: everyone(200),
  },
  'PUT /api/profile': {
    // One's own profile: any signed-in user sets theirs.
    request: asCaller('PUT', '/api/profile', () => ({
      displayName: 'Matrix Name',
      photoURL: '',
      bio: 'A bio from the matrix',
    })),
    expect: signedIn(200),
  },
}
