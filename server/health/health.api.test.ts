import { describe, expect, test } from 'vitest'
import { HealthSchema } from '../../contract/health'
import { testDialects } from '../../tests/setup/server'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('on %s', (dialect) => {
  const suite = appWithUsers(dialect, {})
  const send = requestWith(suite)

  test('GET /api/health reports the database and the identity provider up', async () => {
    const res = await send('GET', '/api/health')
    expect(res.statusCode).toBe(200)
    expect(HealthSchema.parse(res.json())).toEqual({
      status: 'ok',
      database: { ok: true, dialect },
      identity: { ok: true, mode: 'emulator' },
    })
  })

  test('an unknown API path is a JSON 404 in the error shape', async () => {
    const res = await send('GET', '/api/nope')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/nope' },
    })
  })

  test('the migrations made the tables with their keyset indexes', async () => {
    const tables = await suite.t.app.database.db.introspection.getTables()
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['posts', 'comments', 'notifications']),
    )
  })
})
