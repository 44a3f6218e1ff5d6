// The token exchange: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import { type RouteSpec } from '../../tests/setup/route-callers'

export const routes: Record<string, RouteSpec> = {
  'POST /api/getToken': {
    // The owner's email, with the caller's Firebase ID token.
    request: async (w, as) => ({
      method: 'POST',
      url: '/api/getToken',
      headers: as ? { authorization: `Bearer ${as.idToken}` } : {},
      payload: { email: w.owner.email },
    }),
    expect: { none: 401, other: 403, unverified: 403, owner: 200 },
  },
}
