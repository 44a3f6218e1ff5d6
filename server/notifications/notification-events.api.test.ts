// The live notification stream, over a real socket (inject cannot stream).
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildApp } from '../build-app'
import { openDatabase } from '../db/database'
import { openEvents } from '../../tests/setup/event-stream'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, commentOn, createUser, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

/** A valid server token for this user that expires in `seconds`. */
async function tokenExpiringIn(t: TestApp, user: TestUser, seconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ email: user.email, email_verified: user.verified, name: user.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.uid)
    .setIssuer('quill')
    .setIssuedAt(now)
    .setExpirationTime(now + seconds)
    .sign(new TextEncoder().encode(t.config.tokenSecret))
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe.each(testDialects())('GET /api/notification-events on %s', (dialect) => {
  const suite = appWithUsers(dialect, { author: {}, reader: 'Reader' })
  const send = requestWith(suite)
  let baseUrl: string
  beforeAll(async () => {
    baseUrl = await suite.t.app.listen({ host: '127.0.0.1', port: 0 })
  })

  test('opens an event stream with a retry hint', async () => {
    const events = await openEvents(baseUrl, suite.author.token)
    expect(events.status).toBe(200)
    expect(events.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(events.headers['cache-control']).toBe('no-cache, no-transform')
    await events.until((s) => s.text().startsWith('retry: 5000\n\n'))
    events.close()
  })

  test('a user holds at most 5 streams: the 6th is 429 in the error shape; closing one frees a slot', async () => {
    const user = await createUser(suite.t)
    const streams = await Promise.all(
      Array.from({ length: 5 }, () => openEvents(baseUrl, user.token)),
    )
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200, 200])
    const sixth = await openEvents(baseUrl, user.token)
    expect(sixth.status).toBe(429)
    await sixth.ended
    expect(JSON.parse(sixth.text())).toMatchObject({ error: { code: 'rate_limited' } })
    // Someone else is not affected.
    const other = await openEvents(baseUrl, suite.reader.token)
    expect(other.status).toBe(200)
    other.close()
    streams[0]?.close()
    await settle()
    const again = await openEvents(baseUrl, user.token)
    expect(again.status).toBe(200)
    for (const stream of [...streams, again]) stream.close()
  })

  test('a stream ends when its token expires', async () => {
    const user = await createUser(suite.t)
    const events = await openEvents(baseUrl, await tokenExpiringIn(suite.t, user, 2))
    expect(events.status).toBe(200)
    const ended = await Promise.race([
      events.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 4000)),
    ])
    expect(ended).toBe('ended')
  })

  test('tells the recipient, and only them, when a notification arrives and when it goes', async () => {
    const authorEvents = await openEvents(baseUrl, suite.author.token)
    const readerEvents = await openEvents(baseUrl, suite.reader.token)
    await authorEvents.until((s) => s.text().includes('retry:'))
    await readerEvents.until((s) => s.text().includes('retry:'))
    const postId = await publishPost(suite.t, suite.author)

    // Your own comment notifies nobody; someone else's notifies you.
    await commentOn(suite.t, suite.author, { postId, comment: 'Mine' })
    await commentOn(suite.t, suite.reader, { postId, comment: 'Theirs' })
    await authorEvents.until((s) => s.changes() >= 1)
    await settle()
    expect(authorEvents.changes()).toBe(1)

    const [notification] = await suite.t.app.database.db
      .selectFrom('notifications')
      .select('id')
      .where('post_id', '=', postId)
      .execute()
    const dismissed = await send(
      'DELETE',
      `/api/notification/${notification?.id}`,
      bearer(suite.author),
    )
    expect(dismissed.statusCode).toBe(200)
    await authorEvents.until((s) => s.changes() === 2)
    expect(readerEvents.changes()).toBe(0)
    authorEvents.close()
    readerEvents.close()
  })

  test('marking read tells the reader’s other tabs; a mark that changes nothing is quiet', async () => {
    const postId = await publishPost(suite.t, suite.author)
    await commentOn(suite.t, suite.reader, { postId, comment: 'Read me' })
    // On PostgreSQL the comment's event comes back through LISTEN/NOTIFY: let it land before the
    // stream opens, or the stream may count it (seen once in a full run on a loaded machine).
    await settle()
    const [notification] = await suite.t.app.database.db
      .selectFrom('notifications')
      .select('id')
      .where('post_id', '=', postId)
      .execute()
    const events = await openEvents(baseUrl, suite.author.token)
    await events.until((s) => s.text().includes('retry:'))
    const mark = (url: string) => send('PUT', url, bearer(suite.author))

    expect((await mark(`/api/notification/${notification?.id}/read`)).statusCode).toBe(200)
    await events.until((s) => s.changes() === 1)
    await mark(`/api/notification/${notification?.id}/read`)
    await mark('/api/notifications/read')
    await settle()
    expect(events.changes()).toBe(1)

    await commentOn(suite.t, suite.reader, { postId, comment: 'And me' })
    await events.until((s) => s.changes() === 2)
    expect((await mark('/api/notifications/read')).json()).toEqual({ modifiedCount: 1 })
    await events.until((s) => s.changes() === 3)
    events.close()
  })

  test('deleting a post tells those who had notifications about it', async () => {
    const postId = await publishPost(suite.t, suite.author)
    await commentOn(suite.t, suite.reader, { postId, comment: 'Hello' })
    const events = await openEvents(baseUrl, suite.author.token)
    await events.until((s) => s.text().includes('retry:'))
    await send('DELETE', `/api/deletePost/${postId}`, bearer(suite.author))
    await events.until((s) => s.changes() === 1)
    events.close()
  })

  test('closing the app ends open streams instead of waiting for them', async () => {
    const own = await createTestApp(dialect)
    const url = await own.app.listen({ host: '127.0.0.1', port: 0 })
    const token = await own.app.signAccessToken({
      uid: 'u1',
      email: 'closing@example.com',
      emailVerified: true,
      name: 'Closing',
    })
    const events = await openEvents(url, token)
    await events.until((s) => s.text().includes('retry:'))
    const started = Date.now()
    await own.close()
    await events.ended
    expect(Date.now() - started).toBeLessThan(3000)
  })
})

if (testDialects().includes('postgres')) {
  describe('GET /api/notification-events across server instances on postgres', () => {
    let first: TestApp
    let second: Awaited<ReturnType<typeof buildApp>>
    beforeAll(async () => {
      first = await createTestApp('postgres')
      const { rows } = await (first.app.database.pool?.query<{ schema: string }>(
        'SELECT current_schema() AS schema',
      ) ?? Promise.reject(new Error('no pool')))
      const database = openDatabase({
        databaseUrl: process.env.TEST_DATABASE_URL,
        sqliteFile: '',
        pgSchema: rows[0]?.schema,
      })
      second = await buildApp({ config: first.config, database, distDir: first.dataDir })
      await second.listen({ host: '127.0.0.1', port: 0 })
    })
    afterAll(async () => {
      await second.close()
      await first.close()
    })

    test('a comment made through one instance reaches a stream open on the other', async () => {
      const author = await createUser(first)
      const reader = await createUser(first)
      const address = second.server.address()
      if (!address || typeof address === 'string') throw new Error('not listening')
      const events = await openEvents(`http://127.0.0.1:${address.port}`, author.token)
      await events.until((s) => s.text().includes('retry:'))
      const postId = await publishPost(first, author)
      await commentOn(first, reader, { postId, comment: 'Across instances' })
      await events.until((s) => s.changes() === 1)
      events.close()
    })
  })
}
