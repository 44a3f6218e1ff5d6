// One fuzz case: a route's representative request changed one to three times, by what the route
// declares (body, path parameters, query) and by what any request can get wrong (content types,
// credentials, headers, HTTP Signatures).
import type { InjectOptions } from 'fastify'
import type { RouteEntry } from '../../server/route-table'
import {
  CONTENT_TYPES,
  type Rng,
  encode,
  mutateObject,
  randomString,
  randomValue,
} from './fuzz-values'

export interface Tokens {
  expired: string
  garbage: string[]
}

export function mutate(
  rng: Rng,
  route: RouteEntry,
  base: InjectOptions,
  tokens: Tokens,
): InjectOptions {
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
