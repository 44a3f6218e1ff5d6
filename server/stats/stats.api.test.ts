// Issue 28 on both databases: three readers in three browsers, come from a link, are 3 views,
// 3 visitors and that referrer in the author's statistics within a few seconds (the flush's
// timer, not a test's call); a crawler adds nothing; nobody else sees any of it.
import { describe, expect, test } from 'vitest'
import {
  OTHER_REFERRERS,
  REFERRERS_PER_POST_DAY,
  type Stats,
  StatsSchema,
} from '../../contract/stats'
import { createTestApp, testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, commentOn, createUser, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestWith } from '../../tests/setup/suite'
import { BROWSERS, GOOGLEBOT } from '../../tests/setup/user-agents'

describe.each(testDialects())('statistics on %s', (dialect) => {
  const suite = appWithUsers(
    dialect,
    { author: 'Stats Author', other: 'Stats Other' },
    { STATS_FLUSH_MS: '200' },
  )
  const send = requestWith(suite)

  const beacon = (payload: unknown, userAgent = BROWSERS[0]!, address = '203.0.113.7') =>
    suite.t.app.inject({
      method: 'POST',
      url: '/api/views',
      headers: { 'user-agent': userAgent, 'content-type': 'application/json' },
      remoteAddress: address,
      payload: JSON.stringify(payload),
    })
  const statsOf = async (user: TestUser, url = '/api/stats') => {
    const res = await send('GET', url, bearer(user))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    return StatsSchema.parse(res.json())
  }
  /** The author's stats once `ready` holds: the flush runs on its own every 200 ms. */
  const eventually = async (url: string, ready: (stats: Stats) => boolean) => {
    const deadline = Date.now() + 5_000
    for (;;) {
      const stats = await statsOf(suite.author, url)
      if (ready(stats) || Date.now() > deadline) return stats
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const rows = async () => ({
    stats: await suite.t.app.database.db.selectFrom('post_stats').selectAll().execute(),
    referrers: await suite.t.app.database.db.selectFrom('post_referrers').selectAll().execute(),
  })

  test('three browsers from a link: 3 views, 3 visitors, the referrer; a crawler adds nothing', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Counted' })
    const url = `/api/stats/post/${postId}`
    for (const [i, browser] of BROWSERS.entries()) {
      const res = await beacon(
        { postId, event: 'view', referrer: 'https://www.news.example/front?page=2' },
        browser,
        `198.51.100.${i + 1}`,
      )
      expect(res.statusCode, res.body).toBe(202)
    }
    expect((await beacon({ postId, event: 'read' }, BROWSERS[0], '198.51.100.1')).statusCode).toBe(
      202,
    )
    const crawled = await beacon(
      { postId, event: 'view', referrer: 'https://a.example/' },
      GOOGLEBOT,
    )
    expect(crawled.statusCode).toBe(202)

    const stats = await eventually(url, (s) => s.totals.views >= 3 && s.totals.reads >= 1)
    expect(stats.totals).toEqual({
      views: 3,
      visitors: 3,
      reads: 1,
      likes: 0,
      comments: 0,
      followers: 0,
    })
    expect(stats.referrers).toEqual([{ source: 'news.example', views: 3 }])
    expect(stats.posts).toEqual([
      { _id: postId, postTitle: 'Counted', views: 3, visitors: 3, reads: 1, likes: 0, comments: 0 },
    ])
    expect(stats.daily).toHaveLength(30)
    expect(stats.daily.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      views: 3,
      visitors: 3,
      reads: 1,
    })
    // The author's whole account shows the same; nothing about a reader is stored.
    expect((await statsOf(suite.author)).totals.views).toBeGreaterThanOrEqual(3)
    const stored = await rows()
    expect(JSON.stringify(stored)).not.toMatch(/198\.51|Mozilla|Googlebot|a\.example/)
    expect(Object.keys(stored.stats[0]!).sort()).toEqual([
      'day',
      'post_id',
      'reads',
      'views',
      'visitors',
    ])
  })

  test('the same browser twice is two views and one visitor; the site itself is no referrer', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Twice' })
    for (const referrer of ['http://localhost/', undefined]) {
      expect((await beacon({ postId, event: 'view', referrer })).statusCode).toBe(202)
    }
    const stats = await eventually(`/api/stats/post/${postId}?days=7`, (s) => s.totals.views >= 2)
    expect(stats.totals).toMatchObject({ views: 2, visitors: 1, reads: 0 })
    expect(stats.referrers).toEqual([])
    expect(stats.daily).toHaveLength(7)
  })

  test('likes, comments and followers are counted; nobody else sees any of it', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Liked' })
    const liked = await send('PUT', `/api/post/${postId}/like`, bearer(suite.other))
    expect(liked.statusCode, liked.body).toBe(200)
    await commentOn(suite.t, suite.other, { postId, comment: 'Nice' })
    const followed = await send(
      'PUT',
      `/api/authors/${suite.author.uid}/follow`,
      bearer(suite.other),
    )
    expect(followed.statusCode, followed.body).toBe(200)

    const mine = await statsOf(suite.author, `/api/stats/post/${postId}`)
    expect(mine.totals).toMatchObject({ likes: 1, comments: 1, followers: 1 })
    expect(mine.posts[0]).toMatchObject({ _id: postId, likes: 1, comments: 1 })

    const theirs = await statsOf(suite.other)
    expect(theirs.posts).toEqual([])
    expect(theirs.totals).toEqual({
      views: 0,
      visitors: 0,
      reads: 0,
      likes: 0,
      comments: 0,
      followers: 0,
    })
    const refused = await send('GET', `/api/stats/post/${postId}`, bearer(suite.other))
    expect(refused.statusCode).toBe(403)
    // Not `forbidden`, which the client takes for a lost session (src/lib/http.ts).
    expect(refused.json()).toMatchObject({ error: { code: 'not_author' } })
    expect((await send('GET', '/api/stats')).statusCode).toBe(401)
    const missing = await send('GET', '/api/stats/post/nope', bearer(suite.author))
    expect(missing.statusCode).toBe(404)
    const badPeriod = await send('GET', '/api/stats?days=5', bearer(suite.author))
    expect(badPeriod.statusCode).toBe(400)
  })

  test('a bad beacon is a 400; a draft or an unknown post is accepted and stores nothing', async () => {
    const before = await rows()
    const draftRes = await send('POST', '/api/post', bearer(suite.author), {
      postTitle: 'Draft',
      postBody: 'Not yet',
      image: '',
      status: 'draft',
    })
    expect(draftRes.statusCode, draftRes.body).toBe(201)
    const draftId = (draftRes.json() as { insertedId: string }).insertedId
    for (const bad of [{}, { postId: 'x y', event: 'view' }, { postId: draftId, event: 'like' }]) {
      expect((await beacon(bad)).statusCode).toBe(400)
    }
    expect((await beacon({ postId: draftId, event: 'view' })).statusCode).toBe(202)
    expect((await beacon({ postId: 'AAAAAAAAAAAAAAAAAAAAAA', event: 'view' })).statusCode).toBe(202)
    await suite.t.app.stats.flush()
    expect(await rows()).toEqual(before)
  })

  test('referrer spam keeps at most REFERRERS_PER_POST_DAY sites a post and day; the rest are other', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Spammed' })
    const view = (referrer: string, i: number) =>
      beacon({ postId, event: 'view', referrer }, BROWSERS[i % 3], `192.0.2.${i % 250}`)
    // A real referrer first, then a flood of made-up ones over two flushes (so the bound holds
    // against what is stored, not only within one flush), then the real one again.
    expect((await view('https://news.example/', 0)).statusCode).toBe(202)
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 100; i++) {
        const res = await view(`https://spam-${round}-${i}.example/`, i)
        expect(res.statusCode).toBe(202)
      }
      await suite.t.app.stats.flush()
    }
    expect((await view('https://news.example/', 1)).statusCode).toBe(202)
    await suite.t.app.stats.flush()
    const kept = await suite.t.app.database.db
      .selectFrom('post_referrers')
      .select(['source', 'views'])
      .where('post_id', '=', postId)
      .execute()
    expect(kept.length).toBeLessThanOrEqual(REFERRERS_PER_POST_DAY + 1)
    const views = new Map(kept.map((row) => [row.source, Number(row.views)]))
    expect(views.get('news.example')).toBe(2)
    expect([...views.values()].reduce((a, b) => a + b, 0)).toBe(202)
    expect(views.get(OTHER_REFERRERS)).toBe(202 - 2 - (REFERRERS_PER_POST_DAY - 1))
    const stats = await statsOf(suite.author, `/api/stats/post/${postId}`)
    expect(stats.referrers.find((r) => r.source === OTHER_REFERRERS)?.views).toBe(
      views.get(OTHER_REFERRERS),
    )
  })
})

test('with STATS=off nothing is counted', async () => {
  const t = await createTestApp('sqlite', { STATS: 'off' })
  try {
    const author = await createUser(t)
    const postId = await publishPost(t, author)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/views',
      headers: { 'user-agent': BROWSERS[0]! },
      payload: { postId, event: 'view' },
    })
    expect(res.statusCode).toBe(202)
    await t.app.stats.flush()
    expect(await t.app.database.db.selectFrom('post_stats').selectAll().execute()).toEqual([])
  } finally {
    await t.close()
  }
})
