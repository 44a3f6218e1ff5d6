// Who is counted (an account, or an address), what is counted (every write), and where (in
// PostgreSQL, atomically, when the app runs on it). Across two instances: scale-out.pg.api.test.ts.
import { describe, expect, test } from 'vitest'
import { testDialects } from '../../tests/setup/server'
import { accountToken } from '../../tests/setup/users'
import { postInput } from '../../tests/setup/users'
import { PgRateLimitCounters, RATE_LIMIT_TABLE, sweepExpired } from '../rate-limit/pg-store'
import { rateLimits as authLimits } from '../auth/rate-limits'
import { rateLimits as commentLimits } from '../comments/rate-limits'
import { rateLimits as federationLimits } from '../federation/rate-limits'
import { rateLimits as searchLimits } from '../search/rate-limits'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

const FACTOR = 0.1
const scaled = (limit: { max: number }) => Math.max(1, Math.round(limit.max * FACTOR))

describe.each(testDialects())('rate limits on %s', (dialect) => {
  const suite = appWithUsers(dialect, {}, { RATE_LIMIT_FACTOR: String(FACTOR) })
  const request = requestWith(suite)

  const tokenFor = async (name: string) => (await accountToken(suite.t, { name })).token

  test('RATE_LIMIT_FACTOR scales the per-address limit of the token exchange', async () => {
    const send = () =>
      suite.t.app.inject({
        method: 'POST',
        url: '/api/getToken',
        remoteAddress: '198.51.100.1',
        payload: { email: 'a@quill.test' },
      })
    for (let i = 0; i < scaled(authLimits.getToken); i++)
      expect((await send()).statusCode).toBe(401)
    const limited = await send()
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ error: { code: 'rate_limited' } })
  })

  test('signed-in writes count per account: one office shares no budget, a new address gets none', async () => {
    const [ada, bob] = await Promise.all([tokenFor('ada'), tokenFor('bob')])
    const published = await request(
      'POST',
      '/api/post',
      { authorization: `Bearer ${ada}` },
      postInput(),
    )
    const { insertedId: postId } = published.json<{ insertedId: string }>()
    let n = 0
    // Each a new text: the same one twice in a minute is refused (issue 26 item 6).
    const comment = (token: string, remoteAddress: string) =>
      suite.t.app.inject({
        method: 'POST',
        url: '/api/comment',
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
        payload: { postId, comment: `Hello ${++n}` },
      })

    // Ada spends her budget from two addresses; a third does not give her more.
    const budget = scaled(commentLimits.newComment)
    for (let i = 0; i < budget; i++) {
      expect((await comment(ada, i % 2 ? '192.0.2.1' : '192.0.2.2')).statusCode).toBe(201)
    }
    expect((await comment(ada, '192.0.2.3')).statusCode).toBe(429)
    // Bob, behind Ada's office address, has his own.
    expect((await comment(bob, '192.0.2.1')).statusCode).toBe(201)
  })

  test('ActivityPub reads and search are limited per address, signed in or not', async () => {
    const ada = await tokenFor('ada-reads')
    const reads = [
      { url: '/.well-known/nodeinfo', limit: federationLimits.activityPubRead },
      { url: '/ap/users/nobody/outbox?cursor=0', limit: federationLimits.activityPubRead },
      { url: '/api/search?q=tide', limit: searchLimits.search },
    ]
    for (const { url, limit } of reads) {
      const get = (remoteAddress: string, token?: string) =>
        suite.t.app.inject({
          method: 'GET',
          url,
          remoteAddress,
          headers: {
            accept: 'application/activity+json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        })
      // Half the budget anonymous, half signed in: an account gets no budget of its own.
      for (let i = 0; i < scaled(limit); i++) {
        const res = await get('203.0.113.7', i % 2 ? ada : undefined)
        expect(res.statusCode, url).not.toBe(429)
      }
      const limited = await get('203.0.113.7', ada)
      expect(limited.statusCode, url).toBe(429)
      expect(limited.json(), url).toMatchObject({
        error: { code: 'rate_limited', message: expect.stringMatching(/^Too many requests/) },
      })
      // Another address has its own.
      expect((await get('203.0.113.8')).statusCode, url).not.toBe(429)
    }
  })

  test('the reads that are limited are these (docs/security.md lists each)', async () => {
    const doc = suite.t.app.swagger() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>
    }
    const limitedReads = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => method === 'get' && '429' in (operation.responses ?? {}))
        .map(([method]) => `${method} ${path}`),
    )
    expect(limitedReads.sort()).toEqual([
      'get /.well-known/nodeinfo',
      'get /.well-known/webfinger',
      'get /ap/posts/{id}',
      'get /ap/users/{identifier}',
      'get /ap/users/{identifier}/followers',
      'get /ap/users/{identifier}/outbox',
      'get /api/export',
      'get /api/notification-events',
      'get /api/people',
      'get /api/post/{postId}/preview-link',
      'get /api/preview-links/{token}',
      'get /api/search',
      'get /nodeinfo/2.1',
    ])
  })

  test('every write is limited, and says so', async () => {
    const token = await tokenFor('carol')
    const doc = suite.t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    const writes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method, path })),
    )
    expect(writes.map((w) => `${w.method} ${w.path}`).sort()).toEqual([
      'delete /api/authors/{authorId}/follow',
      'delete /api/blocks/{uid}',
      'delete /api/comment/{commentId}',
      'delete /api/deletePost/{postId}',
      'delete /api/notification/{notificationId}',
      'delete /api/post/{postId}/bookmark',
      'delete /api/post/{postId}/like',
      'delete /api/post/{postId}/preview-link',
      'delete /api/post/{postId}/review',
      'delete /api/remote-follows/{id}',
      'delete /api/remote-posts/{id}/like',
      'delete /api/site/invitations/{id}',
      'delete /api/site/pages/{id}',
      'delete /api/site/staff/{uid}',
      'delete /api/subscriptions/{subscriptionId}',
      'delete /api/tags/{tag}/follow',
      'post /ap/inbox',
      'post /ap/users/{identifier}/inbox',
      'post /api/comment',
      'post /api/getToken',
      'post /api/images',
      'post /api/import',
      'post /api/post',
      'post /api/post/{postId}/review',
      'post /api/post/{postId}/review/return',
      'post /api/post/{postId}/revisions/{revisionId}/restore',
      'post /api/preview',
      'post /api/remote-follows',
      'post /api/remote-posts/{id}/replies',
      'post /api/reports',
      'post /api/site/invitations',
      'post /api/site/invitations/accept',
      'post /api/site/pages',
      'post /api/site/setup',
      'post /api/subscriptions',
      'post /api/subscriptions/confirm',
      'post /api/subscriptions/unsubscribe',
      'post /api/views',
      'put /api/authors/{authorId}/follow',
      'put /api/blocks/{uid}',
      'put /api/comment/{commentId}',
      'put /api/comment/{commentId}/hidden',
      'put /api/moderation/accounts/{uid}/suspended',
      'put /api/moderation/reports/{id}/dismissed',
      'put /api/notification/{notificationId}/read',
      'put /api/notifications/read',
      'put /api/post/{postId}/bookmark',
      'put /api/post/{postId}/comments-enabled',
      'put /api/post/{postId}/hidden',
      'put /api/post/{postId}/like',
      'put /api/post/{postId}/preview-link',
      'put /api/profile',
      'put /api/remote-posts/{id}/like',
      'put /api/site/owner',
      'put /api/site/pages/{id}',
      'put /api/site/settings',
      'put /api/site/staff/{uid}',
      'put /api/tags/{tag}/follow',
      'put /api/updatePost/{postId}',
    ])
    for (const { method, path } of writes) {
      const res = await suite.t.app.inject({
        method: method.toUpperCase() as 'POST',
        url: path.replace(/\{\w+\}/g, '0'),
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: '198.51.100.9',
      })
      expect(res.headers['x-ratelimit-limit'], `${method} ${path}`).toBeDefined()
    }
  })
})

if (testDialects().includes('postgres')) {
  describe('the PostgreSQL counters', () => {
    const suite = appWithUsers('postgres', {})

    const store = (url: string) => {
      const counters = new PgRateLimitCounters(suite.t.app.database.db).child({
        routeInfo: { method: 'POST', url },
      })
      return (key: string, timeWindow: number) => counters.hit(key, timeWindow)
    }

    test('fifty hits at once count one to fifty: the upsert is atomic', async () => {
      const hit = store('/atomic')
      const results = await Promise.all(Array.from({ length: 50 }, () => hit('user:x', 60_000)))
      expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      )
      for (const { ttl } of results) expect(ttl).toBeGreaterThan(55_000)
    })

    test('a window that ends starts again at one; ended windows are swept; routes count apart', async () => {
      const hit = store('/window')
      expect((await hit('user:y', 300)).current).toBe(1)
      const second = await hit('user:y', 300)
      expect(second.current).toBe(2)
      expect(second.ttl).toBeLessThanOrEqual(300)
      expect((await store('/another')('user:y', 300)).current).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect(await sweepExpired(suite.t.app.database.db)).toBeGreaterThanOrEqual(2)
      expect((await hit('user:y', 300)).current).toBe(1)
      const { rows } = (await suite.t.app.database.pool?.query<{ persistence: string }>(
        `SELECT relpersistence AS persistence FROM pg_class WHERE oid = $1::regclass`,
        [RATE_LIMIT_TABLE],
      )) ?? { rows: [] }
      expect(rows[0]?.persistence).toBe('u') // unlogged
    })
  })
}
