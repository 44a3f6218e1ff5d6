// The OpenAPI document against the real API: every route of the route table, asked in every way
// that matters (by each kind of caller, about a record that does not exist, with a URL part too
// long or not valid, a body malformed, of the wrong type or too large, for a Host not served, with
// a bad page query), and every answer's status, media type and body held to what the document
// declares for that operation. A route that is missing from the document, an answer it does
// not declare, or a body that does not match its schema fails here.
import type { InjectOptions } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  CALLERS,
  ROUTES,
  UNDOCUMENTED,
  type World,
  createWorld,
  routeKey,
  send,
  userFor,
} from '../../tests/setup/route-catalogue'
import { type OpenApiDocument, openApiValidator } from '../../tests/setup/openapi'
import { testDialects } from '../../tests/setup/server'
import type { RouteEntry } from '../route-table'
import { appWithUsers } from '../../tests/setup/suite'

/** A value for each path parameter that names nothing. */
const MISSING: Record<string, string> = {
  email: 'nobody%40example.com',
  name: `${'0'.repeat(64)}.webp`,
}

function withParams(route: RouteEntry, value: (param: string) => string): string {
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_match, param: string) => value(param))
}

/** The ways a route is asked, besides the representative request by each caller. */
async function variants(route: RouteEntry, w: World): Promise<[string, InjectOptions][]> {
  const spec = ROUTES[routeKey(route)]
  if (!spec) return []
  const owner = await spec.request(w, w.owner)
  const { method } = route
  const hasParams = route.url.includes(':')
  const list: [string, InjectOptions][] = [
    ['a Host not served', { ...owner, headers: { ...owner.headers, host: 'evil.example' } }],
    [
      'a bad page query',
      {
        ...owner,
        url: `${String(owner.url)}${String(owner.url).includes('?') ? '&' : '?'}limit=0&cursor=${'x'.repeat(300)}`,
      },
    ],
  ]
  if (hasParams) {
    list.push(
      [
        'a record that does not exist',
        { ...owner, url: withParams(route, (p) => MISSING[p] ?? 'nope-0000') },
      ],
      ['a URL part too long', { ...owner, url: withParams(route, () => 'a'.repeat(1100)) }],
      ['a URL that is not UTF-8', { ...owner, url: withParams(route, () => '%ED%A0%80') }],
    )
  }
  if (method !== 'GET' && method !== 'OPTIONS') {
    const headers = { ...owner.headers }
    const tooLarge = route.url === '/api/images' ? 11 * 1024 * 1024 : 600 * 1024
    list.push(
      [
        'a malformed JSON body',
        { ...owner, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"' },
      ],
      [
        'a body of a type not taken',
        { ...owner, headers: { ...headers, 'content-type': 'text/plain' }, payload: 'hello' },
      ],
      [
        'a body too large',
        {
          ...owner,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: `"${'x'.repeat(tooLarge)}"`,
        },
      ],
      [
        'an empty JSON body',
        { ...owner, headers: { ...headers, 'content-type': 'application/json' }, payload: '' },
      ],
    )
  }
  return list
}

describe.each(testDialects())('the OpenAPI document matches the API on %s', (dialect) => {
  const suite = appWithUsers(dialect, {}, { RATE_LIMIT_FACTOR: '1000' })
  let w: World
  let validator: ReturnType<typeof openApiValidator>
  let doc: OpenApiDocument
  beforeAll(async () => {
    w = await createWorld(suite.t)
    const res = await suite.t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    doc = res.json()
    validator = openApiValidator(doc)
  })

  test('every route of the route table is in the document, with its security', () => {
    const problems: string[] = []
    for (const route of suite.t.app.routeTable) {
      const key = routeKey(route)
      if (UNDOCUMENTED.has(key)) continue
      const operation = validator.operation(route.method, route.url)
      if (!operation) {
        problems.push(`${key} is not in the document`)
        continue
      }
      const spec = ROUTES[key]
      // An inbox's 401 is for a missing HTTP Signature, not a missing bearer token (ADR 0049).
      const signedDelivery = key.startsWith('POST /ap/')
      const needsToken =
        spec &&
        spec.expect.none === 401 &&
        !spec.stream &&
        key !== 'POST /api/getToken' &&
        !signedDelivery
      if (needsToken && !operation.security?.length) problems.push(`${key} declares no security`)
    }
    expect(problems).toEqual([])
  })

  test('every route is in the catalogue of representative requests', () => {
    const missing = suite.t.app.routeTable.map(routeKey).filter((key) => !ROUTES[key])
    expect(missing, 'add these to server/<capability>/route-catalogue.ts').toEqual([])
  })

  test('every answer to every route is declared, and its body matches the declared schema', async () => {
    const problems: string[] = []
    let answers = 0
    for (const route of suite.t.app.routeTable) {
      const key = routeKey(route)
      const spec = ROUTES[key]
      if (!spec || UNDOCUMENTED.has(key)) continue
      const requests: [string, InjectOptions][] = []
      for (const caller of CALLERS)
        requests.push([caller, await spec.request(w, userFor(w, caller))])
      requests.push(...(await variants(route, w)))
      for (const [what, options] of requests) {
        const answer = await send(suite.t, options, spec.stream && what !== 'a Host not served')
        answers++
        const problem = validator.problem(route.method, route.url, answer)
        if (problem) problems.push(`${what}: ${problem}`)
      }
    }
    expect(problems).toEqual([])
    expect(answers).toBeGreaterThan(100)
  })

  test('the notification stream is documented as an event stream, its refusals as JSON', () => {
    const operation = doc.paths['/api/notification-events']?.get
    expect(Object.keys(operation?.responses?.['200']?.content ?? {})).toEqual(['text/event-stream'])
    expect(Object.keys(operation?.responses?.['401']?.content ?? {})).toEqual(['application/json'])
  })

  test('the upload declares its multipart body and its token', () => {
    const operation = doc.paths['/api/images']?.post
    expect(operation?.security).toEqual([{ bearer: [] }])
    expect(operation?.requestBody?.content?.['multipart/form-data']?.schema).toMatchObject({
      properties: { image: { type: 'string', format: 'binary' } },
      required: ['image'],
    })
  })

  test('the answers made at the edge are declared where they can happen', () => {
    const responses = (path: string, method: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {})
    expect(responses('/api/post/{postId}', 'get')).toEqual(
      expect.arrayContaining(['400', '404', '408', '414', '421', '431']),
    )
    expect(responses('/api/comment', 'post')).toEqual(expect.arrayContaining(['413', '415', '429']))
    expect(responses('/api/posts', 'get')).not.toContain('413')
  })
})
