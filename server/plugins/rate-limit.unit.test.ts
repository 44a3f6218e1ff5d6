// A write route without a rate limit stops the start-up, so no new write escapes the limits.
import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { expect, test } from 'vitest'
import type { Config } from '../config'
import type { DatabaseHandle } from '../db/database'
import rateLimits from './rate-limit'

async function appWith(routes: (app: FastifyInstance) => void) {
  const app = Fastify({ logger: false })
  // Just enough of what the plugin depends on: SQLite (memory counters), no factor.
  const config = { rateLimitFactor: 1 } as Config
  const database = { dialect: 'sqlite' } as DatabaseHandle
  await app.register(fp(async (a) => void a.decorate('config', config), { name: 'config' }))
  await app.register(fp(async (a) => void a.decorate('database', database), { name: 'database' }))
  await app.register(
    fp(
      async (a) => {
        a.decorateRequest('user', null)
        a.decorate('verifyAccessToken', async () => Promise.reject(new Error('no token')))
      },
      { name: 'auth' },
    ),
  )
  await app.register(rateLimits)
  await app.register(async (api) => routes(api))
  return app
}

test.each(['post', 'put', 'patch', 'delete'] as const)(
  'a %s route without config.rateLimit stops the start-up, naming it',
  async (method) => {
    await expect(appWith((api) => api[method]('/open', async () => 'ok'))).rejects.toThrow(
      `${method.toUpperCase()} /open writes without a rate limit`,
    )
  },
)

test('reads need no limit; a limited write starts', async () => {
  const app = await appWith((api) => {
    api.get('/read', async () => 'ok')
    api.post(
      '/write',
      { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } },
      async () => 'ok',
    )
  })
  expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(200)
  expect((await app.inject({ method: 'POST', url: '/write' })).statusCode).toBe(429)
  await app.close()
})
