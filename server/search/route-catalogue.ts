// Search in the route catalogue (tests/setup/route-catalogue.ts gathers every folder's,
// ADR 0061): a representative request and what each kind of caller gets.
import { type RouteSpec, auth, everyone } from '../../tests/setup/route-callers'

export const routes: Record<string, RouteSpec> = {
  'GET /api/search': {
    request: async (_w, as) => ({ method: 'GET', url: '/api/search?q=sea', headers: auth(as) }),
    expect: everyone(200),
  },
}
