// Kept public answers on two instances of one PostgreSQL database (issue 23, ADR 0035): a write
// on A drops what A keeps before its answer leaves, and what B keeps as soon as A's NOTIFY
// arrives. Measured here: the window in which B may still answer what was there before.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { describe, expect, test, vi } from 'vitest'
import { PostListSchema } from '../../contract/posts'
import { keptPair, keptWindow } from '../../tests/setup/one-postgres'
import type { TestApp } from '../../tests/setup/server'
import { publishPost } from '../../tests/setup/users'
import type { PgNotificationBus } from '../events/pg-notification-bus'

describe('kept answers across two instances on one PostgreSQL', () => {
  const pair = keptPair('Kept')

  async function newestTitle(on: TestApp): Promise<string | undefined> {
    // inject() answers a kept page without any I/O: let the event loop reach its sockets (the
    // NOTIFY) between requests, as requests arriving over the network do.
    await new Promise((resolve) => setImmediate(resolve))
    const res = await on.app.inject({ method: 'GET', url: '/api/posts' })
    expect(res.statusCode).toBe(200)
    return PostListSchema.parse(res.json())[0]?.postTitle
  }

  test('a write on A shows on B within the window, and never an older answer after it', async () => {
    const windows: number[] = []
    for (let round = 0; round < 30; round++) {
      // A itself never answers what was there before its write; once B does, it stays.
      const { title, ms } = await keptWindow(pair, newestTitle, 1000)
      windows.push(ms)
      for (let i = 0; i < 5; i++) expect(await newestTitle(pair.b)).toBe(title)
    }
    windows.sort((x, y) => x - y)
    const p50 = windows[Math.floor(windows.length / 2)] ?? 0
    const max = windows[windows.length - 1] ?? 0
    process.stdout.write(
      `[kept answers] NOTIFY window: p50 ${p50.toFixed(1)} ms, max ${max.toFixed(1)} ms\n`,
    )
    // Measured on the 2-core machine: p50 ~10 ms, max ~110 ms while other work ran (the figure
    // includes B's own read from the database). The bound leaves room for a loaded CI machine.
    expect(max).toBeLessThan(250)
  })

  test('while B cannot hear A it keeps nothing, and keeps again once it hears', async () => {
    const { a, b, author } = pair
    const bus = b.app.notificationBus as PgNotificationBus
    const pid = bus.listenerPid()
    expect(pid).toBeDefined()
    await newestTitle(b)
    await newestTitle(b)
    // Cut B's listening connection, as a network blip or a restarted database would.
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    await admin.query('select pg_terminate_backend($1)', [pid])
    await admin.end()
    await vi.waitFor(() => expect(bus.hearsOthers()).toBe(false))
    // A write B is not told of (made on A while B is deaf) shows on B at once: B keeps nothing.
    const title = `Unheard ${randomBytes(3).toString('hex')}`
    await publishPost(a, author, { postTitle: title })
    expect(await newestTitle(b)).toBe(title)
    // Back (the bus reconnects within a second), it keeps again and hears again.
    await vi.waitFor(() => expect(bus.hearsOthers()).toBe(true), { timeout: 5000 })
    const next = `Heard ${randomBytes(3).toString('hex')}`
    await newestTitle(b)
    await newestTitle(b)
    await publishPost(a, author, { postTitle: next })
    await vi.waitFor(async () => expect(await newestTitle(b)).toBe(next), { timeout: 1000 })
  })
})
