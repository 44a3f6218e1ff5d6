// The corpus and queries of the adversarial search measurement (issue 21, item 3), shared by the
// reliability test (tests/reliability/search-cost.test.ts) and `npm run bench -- --only
// adversarial` (bench/adversarial-search.ts): posts of 400–800 words over a vocabulary of the
// commonest words and ~40,000 made-up ones, and queries made to cost the most.
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { Db, Dialect } from '../../server/db/schema'
import { adaPost } from './post-rows'
import { random } from './random'

/** The target for any input, on either database. */
export const ADVERSARIAL_TARGET_P95_MS = 50

export const ADVERSARIAL_QUERIES = [
  'a',
  'a*',
  'e',
  's*',
  't',
  '1',
  'x y',
  'a b c d e f g h i j k l',
  'th',
  'the',
  'the and of a',
  'the and of a to in is it',
  '"a" OR "e" NEAR s*',
  `${'a '.repeat(99)}a`,
]

/** Prose over a vocabulary of common words and ~40,000 made-up ones (many per first letter). */
function vocabulary(): string[] {
  const rng = random(21)
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  const made = Array.from({ length: 40_000 }, () =>
    Array.from({ length: 3 + rng.int(8) }, () => rng.pick([...letters])).join(''),
  )
  return ['the', 'and', 'of', 'a', 'to', 'in', 'is', 'it', ...made]
}

/** `posts` published posts by one author, a minute apart, straight into the database. */
export async function seedAdversarialPosts(db: Db, dialect: Dialect, posts: number) {
  const words = vocabulary()
  const rng = random(42)
  const prose = (length: number) =>
    Array.from({ length }, () =>
      rng.next() < 0.3 ? rng.pick(words.slice(0, 8)) : rng.pick(words),
    ).join(' ')
  for (let batch = 0; batch < posts; batch += 250) {
    const rows = Array.from({ length: Math.min(250, posts - batch) }, (_, i) => {
      const body = prose(400 + rng.int(400))
      const id = randomBytes(12).toString('base64url')
      return adaPost({ id, title: prose(4 + rng.int(6)), body }, batch + i)
    })
    await db.insertInto('posts').values(rows).execute()
  }
  // PostgreSQL plans from its statistics, which autovacuum gathers a little after a bulk insert
  // on a real server; gathered here at once, as they would be by the time of a flood.
  if (dialect === 'postgres') await sql`analyze posts, post_search`.execute(db)
}

/** The 95th percentile of some times (nearest rank). */
export function p95(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? NaN
}
