import type { FastifyRequest } from 'fastify'
import { expect, test } from 'vitest'
import { redactedUrl, serializeRequest } from './logging'

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
