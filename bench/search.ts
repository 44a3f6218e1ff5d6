// The search of issue 15 at 100,000 posts: `GET /api/search` on the real server (SQLite, the
// embedded default), one request at a time, each query of a mix (a common word, a rare one, two
// words, a prefix, a miss) many times; p95 of the whole answer beside the 50 ms target.
import fs from 'node:fs'
import { seededDataDir } from './seed'
import { type Row, row, startServer } from './common'

const TARGET_MS = 50
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 40)

/** The bench's posts are prose of 24 words (bench/api.ts): common, rarer, pairs, prefixes. */
const QUERIES = ['gardens', 'quietly machines', 'hum', 'trav', 'rivers night', 'zebra', 'the']

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN

/** One counted search: its query and the milliseconds its whole answer took. */
export interface TimedSearch {
  q: string
  ms: number
}

/**
 * `GET /api/search` on a server of `dataDir`, one request at a time, each of `queries` `rounds`
 * times after a first round that warms the caches (the statement cache, the index's pages) and
 * is not counted. Both search benches measure this way (here and bench/adversarial-search.ts).
 */
export async function timeSearches(
  dataDir: string,
  env: Record<string, string>,
  queries: readonly string[],
  rounds: number,
): Promise<TimedSearch[]> {
  // One address searching without pause: far past the search limit (server/search/rate-limits.ts), not measured here.
  const server = await startServer({ dataDir, env: { RATE_LIMIT_FACTOR: '1000', ...env } })
  try {
    const timed: TimedSearch[] = []
    for (let round = 0; round <= rounds; round++) {
      for (const q of queries) {
        const url = `${server.base}/api/search?q=${encodeURIComponent(q)}`
        const start = performance.now()
        const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })
        await res.arrayBuffer()
        const ms = performance.now() - start
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
        if (round > 0) timed.push({ q, ms })
      }
    }
    return timed
  } finally {
    await server.stop()
  }
}

export async function searchRows(log: (line: string) => void): Promise<Row[]> {
  log('search: seeding 100,000 posts (the FTS index follows each insert by trigger) …')
  const { dataDir } = await seededDataDir(100_000)
  try {
    const timed = await timeSearches(dataDir, {}, QUERIES, ROUNDS - 1)
    const times = timed.map(({ ms }) => ms).sort((a, b) => a - b)
    const perQuery = new Map<string, number[]>()
    for (const { q, ms } of timed) perQuery.set(q, [...(perQuery.get(q) ?? []), ms])
    const p95 = p(times, 0.95)
    for (const [q, list] of perQuery) {
      list.sort((a, b) => a - b)
      log(`search: "${q}" median ${p(list, 0.5).toFixed(1)} ms, p95 ${p(list, 0.95).toFixed(1)} ms`)
    }
    return [
      row(
        `Search at 100,000 posts, p95 (GET /api/search, ${QUERIES.length} queries × ${ROUNDS - 1})`,
        `${p95.toFixed(1)} ms`,
        `≤ ${TARGET_MS} ms`,
        p95 <= TARGET_MS,
      ),
      row('Search at 100,000 posts, median', `${p(times, 0.5).toFixed(1)} ms`, '—', null),
    ]
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
