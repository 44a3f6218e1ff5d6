// Long posts are no CPU sink for search (issue 37, item 6): 50 planted posts of 50,000
// characters, every word a hit, asked for a page of 50. Each hit is folded and marked in the app
// (server/search/highlight.ts), and the snippet was looked for in the whole text: 13 ms a post
// of accented one-letter words, 0.6–0.75 s a page on PostgreSQL (0.7–1.2 s in the attack). Now
// only the text's first SNIPPET_TEXT_MAX characters are read, on both databases.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SEARCH_PAGE_MAX } from '../../contract/search'
import { type TestApp, createTestApp, testDialects } from '../setup/server'
import { p95 } from './adversarial-search'
import { figure } from './figures'
import { adaPost } from './post-rows'

const POSTS = 50
const ROUNDS = 5
/** A page of 50 long posts within what an ordinary search takes, with room for a busy machine. */
const TARGET_P95_MS = 100

/** Bodies made to cost the most: 50,000 characters of one-letter words, accented or not. */
const BODIES = ['é '.repeat(25_000), 'a é '.repeat(12_500), 'abc '.repeat(12_500)]
const QUERIES = ['é', 'a', 'é a', 'abc']

describe.each(testDialects())('search over long posts on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT_FACTOR: '1000' })
    for (let i = 0; i < POSTS; i++) {
      const body = BODIES[i % BODIES.length] ?? ''
      const id = `long-post-${String(i).padStart(3, '0')}`
      await t.app.database.db
        .insertInto('posts')
        .values(adaPost({ id, title: `Long ${i}`, body }, i))
        .execute()
    }
  }, 120_000)
  afterAll(() => t.close())

  test(`a page of ${SEARCH_PAGE_MAX} of ${POSTS} posts of 50,000 characters: p95 ≤ ${TARGET_P95_MS} ms`, async () => {
    const times: number[] = []
    const worst = new Map<string, number>()
    for (let round = 0; round <= ROUNDS; round++) {
      for (const q of QUERIES) {
        const began = performance.now()
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/search',
          query: { q, limit: String(SEARCH_PAGE_MAX) },
        })
        const ms = performance.now() - began
        expect(res.statusCode, `${q}: ${res.body.slice(0, 200)}`).toBe(200)
        expect(res.json<{ results: unknown[] }>().results.length, q).toBeGreaterThan(0)
        // The first round warms the caches (statements, the index's pages).
        if (round === 0) continue
        times.push(ms)
        worst.set(q, Math.max(worst.get(q) ?? 0, ms))
      }
    }
    const slowest = [...worst].sort((a, b) => b[1] - a[1])[0]
    figure(`search over long posts (${dialect})`, {
      posts: POSTS,
      queries: times.length,
      'p95 ms': Number(p95(times).toFixed(1)),
      slowest: `${JSON.stringify(slowest?.[0] ?? '')} ${slowest?.[1].toFixed(1) ?? ''} ms`,
    })
    expect(p95(times)).toBeLessThanOrEqual(TARGET_P95_MS)
  })
})
