// The OpenAPI document: their rows of the route catalogue, which tests/setup/route-catalogue.ts
// gathers from every folder (ADR 0061): a representative request, what each caller gets.
import { type RouteSpec, asCaller, everyone } from '../../tests/setup/route-callers'

export const routes: Record<string, RouteSpec> = {
  'GET /api/openapi.json': {
    request: asCaller('GET', '/api/openapi.json'),
    expect: everyone(200),
  },
}
