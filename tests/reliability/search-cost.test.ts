// Search is no CPU sink (issue 21, item 3): at a few thousand posts, adversarial queries — single
// letters, one-letter prefixes, a dozen of them at once, the commonest words — answer within the
// 50 ms p95 that ordinary queries keep. Before, p95 was 63 ms on SQLite and 141 ms on PostgreSQL
// (`a*` 60 and 208 ms): a one-letter last word was a prefix, merging the postings of every word
// it begins, and PostgreSQL ranked every match of a word in every post.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type TestApp, createTestApp, testDialects } from '../setup/server'
import {
  ADVERSARIAL_QUERIES,
  ADVERSARIAL_TARGET_P95_MS,
  p95,
  seedAdversarialPosts,
} from './adversarial-search'
import { figure } from './figures'

const POSTS = Number(process.env.RELIABILITY_SEARCH_POSTS ?? 4_000)
const ROUNDS = 8
/**
 * The target, on both databases. PostgreSQL was held to 100 ms until its ranking was
 * bounded by cost as well as by count (docs/decisions/0030): p95 57 ms before, when it ranked
 * 2,000 matches with ts_rank_cd and marked hits with ts_headline.
 */
const TARGET_P95_MS = ADVERSARIAL_TARGET_P95_MS

describe.each(testDialects())('adversarial search on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    // One address searching without pause: far past the search's rate limit (server/search/rate-limits.ts), which is not measured here.
    t = await createTestApp(dialect, { RATE_LIMIT_FACTOR: '1000' })
    await seedAdversarialPosts(t.app.database.db, dialect, POSTS)
  }, 120_000)
  afterAll(() => t.close())

  test(`p95 of adversarial queries at ${POSTS.toLocaleString('en')} posts ≤ ${TARGET_P95_MS} ms`, async () => {
    const times: number[] = []
    const worst = new Map<string, number>()
    for (let round = 0; round <= ROUNDS; round++) {
      for (const q of ADVERSARIAL_QUERIES) {
        const began = performance.now()
        const res = await t.app.inject({ method: 'GET', url: '/api/search', query: { q } })
        const ms = performance.now() - began
        expect(res.statusCode, `${q}: ${res.body}`).toBe(200)
        // The first round warms the caches (statements, the index's pages).
        if (round === 0) continue
        times.push(ms)
        worst.set(q, Math.max(worst.get(q) ?? 0, ms))
      }
    }
    const slowest = [...worst].sort((a, b) => b[1] - a[1])[0]
    figure(`adversarial search (${dialect})`, {
      posts: POSTS,
      queries: times.length,
      'p95 ms': Number(p95(times).toFixed(1)),
      slowest: `${JSON.stringify(slowest?.[0] ?? '').slice(0, 30)} ${slowest?.[1].toFixed(1) ?? ''} ms`,
    })
    expect(p95(times)).toBeLessThanOrEqual(TARGET_P95_MS)
  })
})
