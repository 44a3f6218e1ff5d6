// Health: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import { type RouteSpec, auth, everyone } from '../../tests/setup/route-callers'

export const routes: Record<string, RouteSpec> = {
  'GET /api/health': {
    request: async (_w, as) => ({ method: 'GET', url: '/api/health', headers: auth(as) }),
    expect: everyone(200),
  },
}
