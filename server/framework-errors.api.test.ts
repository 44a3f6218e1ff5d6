// Answers Fastify and node make before a route runs: a bad URL, an over-long path segment,
// oversized or malformed headers, a request that never finishes, a request during shutdown.
// Each is in the one error shape with the same security headers as every other answer.
import { beforeAll, describe, expect, test } from 'vitest'
import { ErrorBodySchema } from '../contract/common'
import { createTestApp } from '../tests/setup/server'
import { connect, listen, parseResponse, within } from '../tests/setup/sockets'
import { appWithUsers, requestWith } from '../tests/setup/suite'

/** The headers helmet sets on every routed answer (HSTS only with an https PUBLIC_URL). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]
const suite = appWithUsers('sqlite', {}, { REQUEST_TIMEOUT_MS: '600', HEADERS_TIMEOUT_MS: '600' })
const send = requestWith(suite)
let port: number
/** The security headers of an ordinary answer, to compare every other answer with. */
let expected: Record<string, string>
beforeAll(async () => {
  port = await listen(suite.t.app)
  const health = await send('GET', '/api/health')
  expected = Object.fromEntries(
    SECURITY_HEADERS.map((name) => [name, String(health.headers[name])]),
  )
  expect(expected['x-content-type-options']).toBe('nosniff')
})

function expectAnswer(
  res: { status: number; headers: Record<string, unknown>; body: string },
  status: number,
  code: string,
) {
  expect(res.status).toBe(status)
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/)
  const body = ErrorBodySchema.parse(JSON.parse(res.body))
  expect(body.error.code).toBe(code)
  expect(body.error.message).not.toMatch(/FST_|HPE_|ERR_/)
  for (const name of SECURITY_HEADERS) expect(res.headers[name], name).toBe(expected[name])
}

/** Sends raw bytes and answers what the server wrote before closing. */
async function raw(text: string) {
  const c = await connect(port, text)
  const result = await within(c.closed, 3_000)
  c.socket.destroy()
  if (result === 'still open') throw new Error('the server kept the connection open')
  return parseResponse(result.data)
}

test('a URL that is not valid UTF-8 is 400 in the error shape', async () => {
  const res = await send('GET', '/api/post/%ED%A0%80')
  expectAnswer({ status: res.statusCode, headers: res.headers, body: res.body }, 400, 'bad_request')
  expect(res.json().error.message).toBe('The URL is not valid')
})

test('a path segment over the router’s limit is 414 in the error shape', async () => {
  const res = await send('GET', `/api/post/${'a'.repeat(1001)}`)
  expectAnswer(
    { status: res.statusCode, headers: res.headers, body: res.body },
    414,
    'uri_too_long',
  )
})

describe('on the raw socket', () => {
  test('headers over node’s 16 KB are 431 in the error shape', async () => {
    const res = await raw(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    expectAnswer(res, 431, 'headers_too_large')
  })

  test('a URL over node’s 16 KB is 431 in the error shape', async () => {
    const res = await raw(
      `GET /api/posts?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    )
    expectAnswer(res, 431, 'headers_too_large')
  })

  test('bytes that are not HTTP are 400 in the error shape', async () => {
    expectAnswer(await raw('HELLO THERE\r\n\r\n'), 400, 'bad_request')
    expectAnswer(
      await raw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n'),
      400,
      'bad_request',
    )
  })

  test('a request that never finishes is 408 in the error shape', async () => {
    const res = await raw(
      'POST /api/getToken HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"em',
    )
    expectAnswer(res, 408, 'request_timeout')
  })
})

test('a request that arrives while the server shuts down is 503 in the error shape', async () => {
  const own = await createTestApp('sqlite')
  const ownPort = await listen(own.app)
  // A request in flight keeps the connection open through the shutdown; the one pipelined
  // behind it arrives after the shutdown began.
  const c = await connect(
    ownPort,
    'POST /api/getToken HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 17\r\n\r\n{"email":',
  )
  try {
    await expect.poll(() => own.app.server.listening).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const closing = own.close()
    await new Promise((resolve) => setTimeout(resolve, 100))
    c.socket.write('"a@b.c"}GET /api/posts HTTP/1.1\r\nHost: localhost\r\n\r\n')
    const result = await within(c.closed, 5_000)
    await closing
    if (result === 'still open') throw new Error('the server kept the connection open')
    const second = result.data.slice(result.data.indexOf('HTTP/1.1', 1))
    // The request in flight was served (its email is not valid: 400), the next one shed.
    expect(result.data.startsWith('HTTP/1.1 400')).toBe(true)
    const res = parseResponse(second)
    expectAnswer(res, 503, 'unavailable')
    expect(res.headers.connection).toBe('close')
  } finally {
    c.socket.destroy()
  }
})
