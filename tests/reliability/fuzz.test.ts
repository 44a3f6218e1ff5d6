// A schema-driven fuzz of every route of the route table: each case is a route's representative
// request (tests/setup/route-catalogue.ts) with one to three mutations drawn from what the route
// declares (its body's fields, its parameters, its page query) and from what any request can get
// wrong (types, sizes, encodings, content types, tokens, hosts). Thousands of cases per dialect:
// no answer may be a 5xx, every answer must be one the OpenAPI document declares, and a 4xx must
// leave every row of the database as it was. Seeded, so a failure can be replayed:
// RELIABILITY_SEED=<seed printed> npm run test:reliability.
import type { InjectOptions } from 'fastify'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RouteEntry } from '../../server/route-table'
import { type OpenApiDocument, openApiValidator } from '../setup/openapi'
import {
  CALLERS,
  ROUTES,
  UNDOCUMENTED,
  type World,
  createWorld,
  routeKey,
  send,
  userFor,
} from '../setup/route-catalogue'
import { type TestApp, createTestApp, testDialects } from '../setup/server'
import { expiredToken } from '../setup/users'
import { dataTables, dbState } from './db-state'
import { figure } from './figures'
import { random } from './random'

const CASES = Number(process.env.RELIABILITY_FUZZ_CASES ?? 3000)
const SEED = Number(process.env.RELIABILITY_SEED ?? Date.now() % 1_000_000_000)

/** encodeURIComponent, or (a lone surrogate cannot be encoded) the bytes of one, percent-encoded. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}

type Rng = ReturnType<typeof random>

const STRINGS = [
  '',
  ' ',
  'a',
  '0',
  '-1',
  '1e309',
  'null',
  'true',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '"; DROP TABLE posts; --',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\ud800',
  '😀'.repeat(50),
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'https://attacker.example/pixel.gif',
  'http://localhost:3000/images/' + 'a'.repeat(64) + '.webp',
  'nobody@example.com',
  'A'.repeat(201),
  'B'.repeat(5_001),
  'C'.repeat(50_001),
]

function randomString(rng: Rng): string {
  switch (rng.int(4)) {
    case 0:
      return rng.pick(STRINGS)
    case 1:
      return String.fromCharCode(...Array.from({ length: rng.int(40) }, () => rng.int(0x3000)))
    case 2:
      return 'x'.repeat(rng.pick([1, 63, 64, 65, 199, 200, 320, 321, 1000, 5000, 70_000]))
    default:
      return Buffer.from(Array.from({ length: rng.int(60) }, () => rng.int(256))).toString(
        'base64url',
      )
  }
}

function randomValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 6 : 9)) {
    case 0:
      return null
    case 1:
      return rng.pick([true, false])
    case 2:
      return rng.pick([0, -1, 1.5, 2 ** 53, -(2 ** 63), Number.MAX_VALUE, 1e-300])
    case 3:
    case 4:
    case 5:
      return randomString(rng)
    case 6:
      return Array.from({ length: rng.int(4) }, () => randomValue(rng, depth + 1))
    case 7:
      return Object.fromEntries(
        Array.from({ length: rng.int(4) }, () => [
          randomString(rng).slice(0, 20),
          randomValue(rng, depth + 1),
        ]),
      )
    default:
      return { __proto__: { admin: true }, constructor: { prototype: { polluted: true } } }
  }
}

/** Changes one field of a JSON object (possibly nested), or drops it, or adds one. */
function mutateObject(rng: Rng, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return randomValue(rng)
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
  const keys = Object.keys(copy)
  const key = keys.length ? rng.pick(keys) : 'x'
  switch (rng.int(4)) {
    case 0:
      delete copy[key]
      break
    case 1:
      copy[randomString(rng).slice(0, 30) || 'extra'] = randomValue(rng)
      break
    case 2:
      copy[key] = mutateObject(rng, copy[key])
      break
    default:
      copy[key] = randomValue(rng)
  }
  return copy
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  'image/png',
  'application/xml',
  ';;;',
]

interface Tokens {
  expired: string
  garbage: string[]
}

function mutate(rng: Rng, route: RouteEntry, base: InjectOptions, tokens: Tokens): InjectOptions {
  const request: InjectOptions & { headers: Record<string, string> } = {
    ...base,
    headers: { ...(base.headers as Record<string, string> | undefined) },
  }
  let url = String(base.url)
  const mutations = 1 + rng.int(3)
  for (let m = 0; m < mutations; m++) {
    switch (rng.int(10)) {
      case 0:
      case 1: {
        // The body: one field changed, or the whole body replaced.
        const payload = request.payload
        if (Buffer.isBuffer(payload)) {
          const bytes = Buffer.from(payload)
          const cut = rng.int(bytes.length)
          request.payload = rng.int(2)
            ? bytes.subarray(0, cut)
            : (bytes.fill(rng.int(256), cut, Math.min(bytes.length, cut + 1 + rng.int(64))), bytes)
        } else if (payload && typeof payload === 'object') {
          request.payload = mutateObject(rng, payload) as object
        } else {
          request.payload = JSON.stringify(randomValue(rng))
          request.headers['content-type'] ??= 'application/json'
        }
        break
      }
      case 2: {
        // The body as raw text: truncated JSON, garbage, or nothing.
        const text = JSON.stringify(request.payload ?? randomValue(rng)) ?? ''
        request.payload = rng.pick([
          text.slice(0, rng.int(text.length + 1)),
          randomString(rng),
          '',
          '{"a":' + '['.repeat(5000),
        ])
        request.headers['content-type'] = rng.pick(CONTENT_TYPES)
        break
      }
      case 3:
        request.headers['content-type'] = rng.pick(CONTENT_TYPES)
        break
      case 4: {
        // A path parameter.
        const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1])
        if (names.length === 0) break
        const segments = url.split('?')
        const path = segments[0] ?? ''
        const parts = path.split('/')
        const staticParts = route.url.split('/')
        const index = staticParts.findIndex((part) => part.startsWith(':'))
        if (index >= 0 && index < parts.length) {
          parts[index] = rng.pick([
            encode(randomString(rng).slice(0, 2000)),
            '%',
            '%zz',
            '%ED%A0%80',
            '%2e%2e',
            '..',
            'a'.repeat(rng.pick([64, 65, 999, 1001])),
          ])
        }
        url = [parts.join('/'), ...segments.slice(1)].join('?')
        break
      }
      case 5: {
        // The query string.
        const key = rng.pick([
          'limit',
          'cursor',
          'token',
          'key',
          '__proto__[x]',
          'limit[]',
          randomString(rng).slice(0, 10),
        ])
        const raw = rng.pick([
          encode(randomString(rng).slice(0, 500)),
          String(rng.pick([0, -1, 101, 1e9, 1.5])),
          Buffer.from(JSON.stringify(randomValue(rng)) ?? '').toString('base64url'),
          '%',
          '%ED%A0%80',
        ])
        url += `${url.includes('?') ? '&' : '?'}${encode(key)}=${raw}`
        break
      }
      case 6: {
        // Credentials.
        const token = rng.pick([
          tokens.expired,
          ...tokens.garbage,
          `${rng.pick(tokens.garbage)}.${randomString(rng)}`,
        ])
        if (rng.int(2))
          request.headers.authorization = rng.pick([
            `Bearer ${token}`,
            token,
            'Bearer',
            `Basic ${token}`,
            `Bearer  ${token}`,
          ])
        else url = url.replace(/token=[^&]*/, `token=${encode(token)}`)
        break
      }
      case 7:
        request.headers[
          rng.pick([
            'email',
            'host',
            'x-forwarded-for',
            'x-forwarded-host',
            'origin',
            'accept',
            'accept-encoding',
            'content-encoding',
            'if-none-match',
            'range',
            'transfer-encoding',
          ])
        ] = rng.pick([
          randomString(rng)
            .slice(0, 200)
            .replace(/[^\x20-\x7e]/g, '?'),
          'gzip',
          'br',
          '*',
          'evil.example',
          'localhost',
          '"' + 'a'.repeat(64) + '"',
          'bytes=0-1',
          '1.2.3.4',
        ])
        break
      case 8:
        if (rng.int(2)) {
          delete request.headers[rng.pick(Object.keys(request.headers).concat('authorization'))]
          break
        }
        // An HTTP Signature (ActivityPub inboxes, ADR 0049): malformed, or well formed with a
        // key nobody can fetch, a digest that does not match, a date out of its window.
        request.headers.signature = rng.pick([
          randomString(rng)
            .slice(0, 300)
            .replace(/[^\x20-\x7e]/g, '?'),
          'keyId="",signature=""',
          `keyId="${rng.pick(['urn:x', 'not a url', 'http://127.0.0.1:1/k', 'https://remote.invalid/k#main-key'])}",algorithm="rsa-sha256",headers="(request-target) host date digest",signature="${Buffer.from(randomString(rng)).toString('base64')}"`,
          'keyId="https://remote.invalid/k",headers="' + 'x '.repeat(2000) + '",signature="AA=="',
        ])
        request.headers.digest = rng.pick([
          'SHA-256=',
          'SHA-256=AAAA',
          'MD5=x',
          randomString(rng)
            .slice(0, 50)
            .replace(/[^\x20-\x7e]/g, '?'),
        ])
        request.headers.date = rng.pick([
          new Date().toUTCString(),
          'Thu, 01 Jan 1970 00:00:00 GMT',
          'yesterday',
        ])
        break
      default:
        // Another caller's credentials for the owner's request.
        break
    }
  }
  return { ...request, url }
}

describe.each(testDialects())('fuzz on %s', (dialect) => {
  let t: TestApp
  let w: World
  let doc: OpenApiDocument
  let tables: string[]
  let db: Kysely<unknown>
  beforeAll(async () => {
    // Every write is rate-limited: lifted here so the fuzz reaches the routes themselves.
    t = await createTestApp(dialect, { RATE_LIMIT_FACTOR: '1000' })
    w = await createWorld(t)
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    db = t.app.database.db as unknown as Kysely<unknown>
    tables = await dataTables(db, dialect)
  })
  afterAll(() => t.close())

  test(`${CASES} generated requests: no 5xx, every answer declared, no row changed on a 4xx`, async () => {
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
      const before = await dbState(db, tables)
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
        const after = await dbState(db, tables)
        if (after.checksum !== before.checksum)
          failures.push(`${what}: ${answer.statusCode}, yet rows changed`)
      }
      // A URL that finds no route (a mangled path) is the SPA's or the 404 handler's.
      const routed =
        !UNDOCUMENTED.has(routeKey(route)) &&
        (answer.statusCode !== 404 || !answer.body.includes('No route for'))
      if (routed) {
        // A path parameter fuzzed to nothing (`/api/tags/`) is another route's path with a
        // trailing slash, which the router serves as that route (`GET /api/tags`): checked so.
        const path = (String(request.url).split('?')[0] ?? '').replace(/(.)\/+$/, '$1')
        const served =
          t.app.routeTable.find((other) => other.method === route.method && other.url === path)
            ?.url ?? route.url
        const problem = validator.problem(route.method, served, answer)
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
