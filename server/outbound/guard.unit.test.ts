// The outbound guard (ADR 0054) against hostile servers on loopback: the addresses it refuses in
// every spelling, a name that answers differently each time, and answers too large, too slow
// or redirecting for ever.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  type OutboundBounds,
  type OutboundPolicy,
  onStrangersBehalf,
  outboundPolicy,
  outboundRefusal,
} from './guard'
import { isPublicAddress } from './public-address'

describe('isPublicAddress', () => {
  test.each([
    '127.0.0.1',
    '10.1.2.3',
    '169.254.169.254',
    '100.100.100.200',
    '100.64.0.1',
    '192.0.0.170',
    '192.168.0.1',
    '0.0.0.0',
    '::',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '0:0:0:0:0:ffff:7f00:1',
    '::7f00:1',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::8.8.8.8',
    '64:ff9b:1::1',
    '2002:7f00:1::1',
    '2001::1',
    '2001:db8::1',
    'ff02::1',
    'not an address',
  ])('%s is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  test.each(['93.184.216.34', '8.8.8.8', '::ffff:8.8.8.8', '2606:4700:4700::1111'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true)
    },
  )
})

describe('onStrangersBehalf', () => {
  let server: http.Server
  let port = 0
  let connections = 0
  let requests = 0

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      requests += 1
      const url = new URL(request.url ?? '/', 'http://x')
      if (url.pathname === '/large') {
        response.writeHead(200, { 'content-type': 'application/json' })
        const chunk = Buffer.alloc(64 * 1024, 32)
        let sent = 0
        const more = () => {
          while (sent < 400) {
            sent += 1
            if (!response.write(chunk)) return response.once('drain', more)
          }
          response.end()
        }
        more()
      } else if (url.pathname === '/drip') {
        response.writeHead(200, { 'content-type': 'application/json' })
        const timer = setInterval(() => response.write(' '), 100)
        response.on('close', () => clearInterval(timer))
      } else if (url.pathname === '/loop') {
        response.writeHead(302, { location: `/loop?${requests}` }).end()
      } else {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
      }
    })
    server.on('connection', () => (connections += 1))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const bounds: OutboundBounds = { maxBytes: 1024 * 1024, timeoutMs: 2_000, maxRequests: 6 }
  const guarded = (policy: OutboundPolicy, url: string, b = bounds) =>
    onStrangersBehalf(policy, b, async () => {
      const answer = await fetch(url)
      return { status: answer.status, text: await answer.text() }
    })
  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise
    } catch (error) {
      return outboundRefusal(error)?.refusal ?? String(error)
    }
    return 'not refused'
  }

  test('loopback, in any spelling or by name, is never connected to', async () => {
    const before = connections
    const publicOnly = outboundPolicy(false)
    for (const host of ['127.0.0.1', '[::ffff:7f00:1]', '[::ffff:127.0.0.1]', 'localhost']) {
      expect(await refusal(guarded(publicOnly, `http://${host}:${port}/`)), host).toBe('not_public')
    }
    expect(connections).toBe(before)
  })

  test('a name that answers a public address, then loopback, is resolved once per connection', async () => {
    let calls = 0
    const rebinding: OutboundPolicy = {
      allowPrivate: false,
      resolve: async () => {
        calls += 1
        return [{ address: calls % 2 ? '127.0.0.1' : '1.1.1.1', family: 4 }]
      },
    }
    const before = connections
    expect(await refusal(guarded(rebinding, `http://rebind.example:${port}/`))).toBe('not_public')
    // A name with any private address among its answers is refused too.
    const mixed: OutboundPolicy = {
      allowPrivate: false,
      resolve: async () => [
        { address: '1.1.1.1', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    }
    expect(await refusal(guarded(mixed, `http://mixed.example:${port}/`))).toBe('not_public')
    expect(connections).toBe(before)
    expect(calls).toBe(1)
  })

  test('outside a scope, and with private addresses allowed, fetch is the usual one', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)
    expect(await guarded(outboundPolicy(true), `http://127.0.0.1:${port}/`)).toEqual({
      status: 200,
      text: '{"ok":true}',
    })
  })

  test('an answer over the byte cap is cut as it arrives', async () => {
    const heap = process.memoryUsage().heapUsed
    expect(await refusal(guarded(outboundPolicy(true), `http://127.0.0.1:${port}/large`))).toBe(
      'too_large',
    )
    expect(process.memoryUsage().heapUsed - heap).toBeLessThan(20 * 1024 * 1024)
  })

  test('a dripping answer is cut at the scope time', async () => {
    const started = Date.now()
    const short = { ...bounds, timeoutMs: 500 }
    expect(
      await refusal(guarded(outboundPolicy(true), `http://127.0.0.1:${port}/drip`, short)),
    ).toBe('timed_out')
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  test('a redirect loop ends after the scope requests', async () => {
    const before = requests
    expect(await refusal(guarded(outboundPolicy(true), `http://127.0.0.1:${port}/loop`))).toBe(
      'too_many_requests',
    )
    expect(requests - before).toBe(bounds.maxRequests)
  })
})
