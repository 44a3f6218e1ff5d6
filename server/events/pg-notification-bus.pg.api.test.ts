// Channels are database-wide, but installations are schemas: two in one database must not hear
// each other's changes (each would drop what the other keeps), and a schema's own instances must.
import pg from 'pg'
import { afterAll, describe, expect, test, vi } from 'vitest'
import type { FastifyBaseLogger } from 'fastify'
import { channelFor, createPgBus, PUBLIC_CHANGE_CHANNEL } from './pg-notification-bus'

const url = process.env.TEST_DATABASE_URL
const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger

describe.runIf(url)('the PostgreSQL bus, per schema', () => {
  const pools: pg.Pool[] = []
  const pool = () => {
    const made = new pg.Pool({ connectionString: url, max: 2 })
    pools.push(made)
    return made
  }
  afterAll(async () => Promise.all(pools.map((p) => p.end())))

  test('a change in one schema reaches its own instances and no other schema', async () => {
    const [a1, a2, b] = await Promise.all([
      createPgBus(pool(), quiet, 'install_a'),
      createPgBus(pool(), quiet, 'install_a'),
      createPgBus(pool(), quiet, 'install_b'),
    ])
    const heard = { a2: 0, b: 0 }
    a2.onPublicChange(() => heard.a2++)
    b.onPublicChange(() => heard.b++)
    const mail = { a2: [] as string[], b: [] as string[] }
    a2.subscribe('ada@quill.test', () => mail.a2.push('ada'))
    b.subscribe('ada@quill.test', () => mail.b.push('ada'))

    await a1.publishPublicChange()
    await a1.publish('Ada@quill.test')
    await vi.waitFor(() => {
      expect(heard.a2).toBe(1)
      expect(mail.a2).toEqual(['ada'])
    })
    // A round trip on b's own channel: anything from a's would have arrived before it.
    await b.publish('ada@quill.test')
    await vi.waitFor(() => expect(mail.b).toEqual(['ada']))
    expect(heard.b).toBe(0)
    await Promise.all([a1.close(), a2.close(), b.close()])
  })

  test('names fit PostgreSQL and keep the plain name for the default schema', () => {
    expect(channelFor(PUBLIC_CHANGE_CHANNEL, undefined)).toBe('quill_public_changes')
    expect(channelFor(PUBLIC_CHANGE_CHANNEL, 'public')).toBe('quill_public_changes')
    expect(channelFor(PUBLIC_CHANGE_CHANNEL, 'T_1')).toBe('quill_public_changes_t_1')
    const long = channelFor(PUBLIC_CHANGE_CHANNEL, 'x'.repeat(80))
    expect(long.length).toBeLessThanOrEqual(63)
    expect(long).not.toBe(channelFor(PUBLIC_CHANGE_CHANNEL, 'y'.repeat(80)))
  })
})
