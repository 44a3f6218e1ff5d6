import { afterAll, beforeAll, expect, test } from 'vitest'
import { type TestApp, createTestApp } from '../../tests/setup/server'
import { RATE_LIMITS } from './rate-limit'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp('sqlite', { RATE_LIMIT_FACTOR: '0.1' })
})
afterAll(() => t.close())

test('RATE_LIMIT_FACTOR scales the per-IP limits', async () => {
  const scaled = Math.round(RATE_LIMITS.getToken.max * 0.1)
  const send = () =>
    t.app.inject({ method: 'POST', url: '/api/getToken', payload: { email: 'a@quill.test' } })
  for (let i = 0; i < scaled; i++) expect((await send()).statusCode).toBe(401)
  const limited = await send()
  expect(limited.statusCode).toBe(429)
  expect(limited.json()).toMatchObject({ error: { code: 'rate_limited' } })
})
