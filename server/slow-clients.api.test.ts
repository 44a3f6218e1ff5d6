// Slow and idle clients, on real sockets (app.inject() has no connection to hold): each is cut
// off within its time-out, and while many are held open, others are still served. The
// time-outs are configured short here; production's are in config.ts (README's table).
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type RawConnection, connect, listen, parseResponse, within } from '../tests/setup/sockets'
import { type TestApp } from '../tests/setup/server'
import { appWithUsers } from '../tests/setup/suite'

const HEADERS_TIMEOUT_MS = 400
const REQUEST_TIMEOUT_MS = 800
const KEEP_ALIVE_TIMEOUT_MS = 400
/** How late a cut may come: node checks the time-outs on an interval, and the machine is shared. */
const SLACK_MS = 1_500

/** The headers of `POST /api/getToken` announcing 50 bytes of body, and 4 of them. */
const STALLED_BODY = [
  'POST /api/getToken HTTP/1.1',
  'Host: localhost',
  'Content-Type: application/json',
  'Content-Length: 50',
  '',
  '{"em',
].join('\r\n')

const open: RawConnection[] = []
afterEach(() => {
  for (const connection of open.splice(0)) connection.socket.destroy()
})
async function track(connection: Promise<RawConnection>): Promise<RawConnection> {
  const c = await connection
  open.push(c)
  return c
}

/** How many connections the server holds. */
function connections(t: TestApp): Promise<number> {
  return new Promise((resolve, reject) =>
    t.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
  )
}

describe('time-outs', () => {
  const suite = appWithUsers(
    'sqlite',
    {},
    {
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
    },
  )
  let port: number
  beforeAll(async () => {
    port = await listen(suite.t.app)
  })

  test('a body that never arrives is cut off after the request time-out, with a 408', async () => {
    const c = await track(connect(port, STALLED_BODY))
    const result = await within(c.closed, REQUEST_TIMEOUT_MS + SLACK_MS)
    expect(result, 'the connection is still open').not.toBe('still open')
    if (result === 'still open') return
    expect(result.afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50)
    expect(parseResponse(result.data).status).toBe(408)
  })

  test('headers sent a line at a time are cut off after the header time-out', async () => {
    const c = await track(connect(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n'))
    // A new header line every 100 ms keeps the socket busy, never idle.
    const drip = setInterval(() => c.socket.write('X-Drip: 1\r\n'), 100)
    try {
      const result = await within(c.closed, HEADERS_TIMEOUT_MS + SLACK_MS)
      expect(result, 'the connection is still open').not.toBe('still open')
      if (result === 'still open') return
      expect(result.afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50)
    } finally {
      clearInterval(drip)
    }
  })

  test('a connection that never sends a byte is cut off after the header time-out', async () => {
    const c = await track(connect(port))
    const result = await within(c.closed, HEADERS_TIMEOUT_MS + SLACK_MS)
    expect(result, 'the connection is still open').not.toBe('still open')
  })

  test('an idle keep-alive connection is closed after the keep-alive time-out', async () => {
    const c = await track(connect(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'))
    // node keeps an idle keep-alive socket one second past the time-out it announces.
    const result = await within(c.closed, KEEP_ALIVE_TIMEOUT_MS + 1_000 + SLACK_MS)
    expect(result, 'the connection is still open').not.toBe('still open')
    if (result === 'still open') return
    expect(result.afterMs).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS)
    expect(parseResponse(result.data).status).toBe(200)
  })
})

describe('many slow clients', () => {
  const suite = appWithUsers(
    'sqlite',
    {},
    {
      HEADERS_TIMEOUT_MS: '10000',
      REQUEST_TIMEOUT_MS: '10000',
      MAX_CONNECTIONS: '300',
      // The stalled bodies and the other client all come from this machine's one address.
      MAX_CONNECTIONS_PER_ADDRESS: '300',
    },
  )
  let port: number
  beforeAll(async () => {
    port = await listen(suite.t.app)
  })

  test('while 200 connections hold a stalled body, another client is served at once', async () => {
    const slow = await Promise.all(
      Array.from({ length: 200 }, () => track(connect(port, STALLED_BODY))),
    )
    expect(suite.t.app.server.listening).toBe(true)
    await expect.poll(() => connections(suite.t), { timeout: 2_000 }).toBeGreaterThanOrEqual(200)

    const started = performance.now()
    const res = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(res.status).toBe(200)
    expect(performance.now() - started).toBeLessThan(1_000)
    // The slow ones are still waiting: nothing was cut to make room.
    for (const c of slow) expect(c.socket.destroyed).toBe(false)
  })
})

describe('the connection cap', () => {
  const suite = appWithUsers(
    'sqlite',
    {},
    {
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      MAX_CONNECTIONS: '20',
      // This test is about the cap itself, from one address.
      MAX_CONNECTIONS_PER_ADDRESS: '20',
    },
  )
  let port: number
  beforeAll(async () => {
    port = await listen(suite.t.app)
  })

  test('past MAX_CONNECTIONS a new connection is refused; once the slow ones are cut, it is served', async () => {
    await Promise.all(Array.from({ length: 20 }, () => track(connect(port, STALLED_BODY))))
    const extra = await track(connect(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'))
    const refused = await within(extra.closed, 1_000)
    expect(refused, 'the 21st connection was accepted').not.toBe('still open')
    if (refused !== 'still open') expect(refused.data).toBe('')

    // The stalled ones are cut after the request time-out, and the server takes new clients.
    await new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS + SLACK_MS))
    const res = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(res.status).toBe(200)
  })
})

describe("one address's share of the connections", () => {
  const suite = appWithUsers(
    'sqlite',
    {},
    { MAX_CONNECTIONS: '30', MAX_CONNECTIONS_PER_ADDRESS: '10' },
  )
  let port: number
  beforeAll(async () => {
    port = await listen(suite.t.app)
  })

  test('a client holding idle connections gets its share; another address is still served', async () => {
    // Another machine, as far as the server can tell: 127.0.0.2 is this one too.
    const idle = await Promise.all(
      Array.from({ length: 30 }, () => track(connect(port, '', '127.0.0.2'))),
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(idle.filter((c) => !c.socket.destroyed)).toHaveLength(10)
    const res = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(res.status).toBe(200)
  })
})
