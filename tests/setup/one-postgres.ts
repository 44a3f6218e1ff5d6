// Two instances of the app on one PostgreSQL database, as behind a load balancer (ADR 0035):
// one schema and one TOKEN_SECRET, so a token signed by either is good on both. The tests that
// run them are *.pg.api.test.ts, or skip on SQLite.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, expect } from 'vitest'
import { type TestApp, createTestApp } from './server'
import { type TestUser, accountToken, publishPost } from './users'

/** The two instances, `overrides` set on both. */
export async function twoOnOnePostgres(
  overrides: Record<string, string> = {},
): Promise<[TestApp, TestApp]> {
  const shared = { TOKEN_SECRET: randomBytes(32).toString('hex'), ...overrides }
  const a = await createTestApp('postgres', shared)
  const b = await createTestApp('postgres', shared, { pgSchema: a.pgSchema })
  return [a, b]
}

export interface KeptPair {
  a: TestApp
  b: TestApp
  /** A verified author, signed in with a server token (no Firebase ID token). */
  author: TestUser
}

/**
 * Two instances (limits out of the way) and an author, made before the tests and closed after:
 * a write on A, and what B keeps of it. Filled before the first test: read its fields inside a
 * test or a hook.
 */
export function keptPair(name: string): KeptPair {
  const pair = {} as KeptPair
  beforeAll(async () => {
    ;[pair.a, pair.b] = await twoOnOnePostgres({ RATE_LIMIT_FACTOR: '1000' })
    const { uid, email, token } = await accountToken(pair.a, { name })
    pair.author = { uid, email, name, verified: true, idToken: '', token }
  })
  afterAll(async () => {
    await pair.b?.close()
    await pair.a?.close()
  })
  return pair
}

/**
 * One round of the window of ADR 0035: B keeps its answer (asked twice), the author publishes on
 * A, A's own answer shows the post at once, and B's within `boundMs`. `newest` reads the title
 * an instance answers first. Answers the post's title and the window in ms.
 */
export async function keptWindow(
  { a, b, author }: KeptPair,
  newest: (on: TestApp) => Promise<string | undefined>,
  boundMs: number,
): Promise<{ title: string; ms: number }> {
  await newest(b)
  await newest(b)
  const title = `Round ${randomBytes(3).toString('hex')}`
  await publishPost(a, author, { postTitle: title })
  const written = performance.now()
  expect(await newest(a)).toBe(title)
  while ((await newest(b)) !== title) expect(performance.now() - written).toBeLessThan(boundMs)
  return { title, ms: performance.now() - written }
}
