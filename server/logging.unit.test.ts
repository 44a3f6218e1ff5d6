import { Writable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import Fastify from 'fastify'
import { expect, test } from 'vitest'
import {
  AccessLog,
  LOGGED_URL_MAX,
  loggedUrl,
  loggerOptions,
  redactedUrl,
  serializeRequest,
} from './logging'

test('the token in a URL never reaches the access log', () => {
  expect(redactedUrl('/api/notification-events?token=eyJhbGciOi.secret.sig')).toBe(
    '/api/notification-events?token=%5Bredacted%5D',
  )
  expect(redactedUrl('/api/x?a=1&token=secret&b=2')).toBe('/api/x?a=1&token=%5Bredacted%5D&b=2')
})

test('URLs without a token are logged as they came', () => {
  expect(redactedUrl('/api/posts?limit=20&cursor=abc')).toBe('/api/posts?limit=20&cursor=abc')
  expect(redactedUrl('/api/posts')).toBe('/api/posts')
})

test('the request serializer logs the redacted URL', () => {
  const request = {
    method: 'GET',
    url: '/api/notification-events?token=secret',
    host: 'localhost:3000',
    ip: '127.0.0.1',
    socket: { remotePort: 51234 },
  } as unknown as FastifyRequest
  const logged = serializeRequest(request)
  expect(JSON.stringify(logged)).not.toContain('secret')
  expect(logged).toEqual({
    method: 'GET',
    url: '/api/notification-events?token=%5Bredacted%5D',
    host: 'localhost:3000',
    remoteAddress: '127.0.0.1',
    remotePort: 51234,
  })
})

test('a URL longer than the log keeps is cut, saying how much was cut', () => {
  const long = `/api/posts?author=u1&pad=${'x'.repeat(15_000)}`
  const logged = loggedUrl(long)
  expect(logged.startsWith('/api/posts?author=u1&pad=xxx')).toBe(true)
  expect(logged.length).toBeLessThan(LOGGED_URL_MAX + 20)
  expect(logged.endsWith(`...(${long.length - LOGGED_URL_MAX} more)`)).toBe(true)
  expect(loggedUrl('/api/posts')).toBe('/api/posts')
})

test.each([
  ['made by pino', false],
  ['made in pino’s shape by the access log itself', true],
])(
  'each request is one access-log line, %s, with no credential from its headers',
  async (_, ownLine) => {
    const lines: Record<string, unknown>[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line))
        }
        done()
      },
    })
    const app = Fastify({
      logger: loggerOptions('info', sink),
      logController: new AccessLog(
        ownLine ? { write: (line: string) => sink.write(line) } : undefined,
        true,
      ),
    })
    app.get('/hello', async (request) => {
      // Even a request logged whole by a route goes through the serializer.
      request.log.info({ req: request }, 'a route logs its request')
      return { ok: true }
    })
    await app.inject({
      url: '/hello?token=secret-in-url',
      headers: { authorization: 'Bearer secret-token', cookie: 'session=secret-cookie' },
    })
    await app.close()
    const text = JSON.stringify(lines)
    expect(text).not.toContain('secret')
    const access = lines.filter((line) => line.msg === 'request completed')
    expect(access).toHaveLength(1)
    expect(access[0]).toMatchObject({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: expect.any(String),
      reqId: expect.any(String),
      req: { method: 'GET', url: '/hello?token=%5Bredacted%5D', host: 'localhost:80' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    })
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false)
    // The route's own line and the access line: the same request id.
    expect(lines.find((line) => line.msg === 'a route logs its request')?.reqId).toBe(
      access[0]?.reqId,
    )
  },
)
