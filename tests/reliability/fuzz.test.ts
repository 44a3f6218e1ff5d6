// A schema-driven fuzz of every route of the route table: each case is a route's representative
// request (its capability's server/<capability>/route-catalogue.ts) with one to three mutations drawn from what the route
// declares (its body's fields, its parameters, its page query) and from what any request can get
// wrong (types, sizes, encodings, content types, tokens, hosts). Thousands of cases per dialect:
// no answer may be a 5xx, every answer must be one the OpenAPI document declares, and a 4xx must
// leave every row of the database as it was. Seeded, so a failure can be replayed:
// RELIABILITY_SEED=<seed printed> npm run test:reliability.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type OpenApiDocument, openApiValidator } from '../setup/openapi'
import { CALLERS, ROUTES, UNDOCUMENTED, routeKey, send, userFor } from '../setup/route-catalogue'
import { testDialects } from '../setup/server'
import { expiredToken } from '../setup/users'
import { type CatalogueApp, catalogueApp } from './catalogue-app'
import { figure } from './figures'
import { type Tokens, mutate } from './fuzz-mutations'
import { random } from './random'

const CASES = Number(process.env.RELIABILITY_FUZZ_CASES ?? 3000)
const SEED = Number(process.env.RELIABILITY_SEED ?? Date.now() % 1_000_000_000)

describe.each(testDialects())('fuzz on %s', (dialect) => {
  let app: CatalogueApp
  let doc: OpenApiDocument
  beforeAll(async () => {
    app = await catalogueApp(dialect)
    doc = (await app.t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
  })
  afterAll(() => app.t.close())

  test(`${CASES} generated requests: no 5xx, every answer declared, no row changed on a 4xx`, async () => {
    const { t, w } = app
    const rng = random(SEED + (dialect === 'postgres' ? 1 : 0))
    const validator = openApiValidator(doc)
    const tokens: Tokens = {
      expired: await expiredToken(t, w.owner),
      garbage: [
        '',
        'x',
        'a.b.c',
        'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
        w.owner.token.slice(0, -2) + 'xx',
      ],
    }
    const routes = t.app.routeTable.filter((route) => ROUTES[routeKey(route)])
    const started = performance.now()
    const failures: string[] = []
    const statuses = new Map<number, number>()
    let refused = 0
    for (let i = 0; i < CASES; i++) {
      const route = rng.pick(routes)
      const spec = ROUTES[routeKey(route)]
      if (!spec) continue
      const base = await spec.request(w, userFor(w, rng.pick(CALLERS)))
      const request = mutate(rng, route, base, tokens)
      const rowsChanged = await app.watchRows()
      let answer
      try {
        answer = await send(t, request, spec.stream)
      } catch (error) {
        failures.push(`#${i} ${routeKey(route)}: inject threw ${String(error)}`)
        continue
      }
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1)
      const what = `#${i} ${request.method} ${String(request.url).slice(0, 120)}`
      if (answer.statusCode >= 500)
        failures.push(`${what}: ${answer.statusCode} ${answer.body.slice(0, 200)}`)
      if (answer.statusCode >= 400 && answer.statusCode < 500) {
        refused++
        if (await rowsChanged()) failures.push(`${what}: ${answer.statusCode}, yet rows changed`)
      }
      // A URL that finds no route (a mangled path) is the SPA's or the 404 handler's.
      const routed =
        !UNDOCUMENTED.has(routeKey(route)) &&
        (answer.statusCode !== 404 || !answer.body.includes('No route for'))
      if (routed) {
        // A path parameter fuzzed to nothing (`/api/tags/`) is another route's path with a
        // trailing slash, which the router serves as that route (`GET /api/tags`): checked so.
        // One fuzzed to `..` (or `%2e%2e`) is the path above it, as every URL parser reads it.
        const asSent = String(request.url).split('?')[0] ?? ''
        const path = new URL(asSent, 'http://quill.invalid').pathname.replace(/(.)\/+$/, '$1')
        const served =
          t.app.routeTable.find((other) => other.method === route.method && other.url === path)
            ?.url ?? route.url
        // That path may serve only other methods (`DELETE /api/subscriptions/`): then the edge's
        // 405 with `Allow` is the answer (plugins/openapi.ts states it for every path).
        const notThisMethod =
          served === route.url &&
          answer.statusCode === 405 &&
          t.app.routeTable.some((other) => other.url === path && path !== route.url)
        const problem = notThisMethod ? null : validator.problem(route.method, served, answer)
        if (problem) failures.push(`${what}: ${problem}`)
      }
      if (failures.length > 20) break
    }
    const fivexx = [...statuses]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, n]) => sum + n, 0)
    figure(`fuzz (${dialect})`, {
      seed: SEED,
      requests: [...statuses.values()].reduce((a, b) => a + b, 0),
      '5xx': fivexx,
      '4xx': refused,
      statuses: [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}:${n}`)
        .join(','),
      failures: failures.length,
      ms: Math.round(performance.now() - started),
    })
    expect(failures).toEqual([])
  })
})
