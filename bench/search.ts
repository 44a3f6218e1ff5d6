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

export async function searchRows(log: (line: string) => void): Promise<Row[]> {
  log('search: seeding 100,000 posts (the FTS index follows each insert by trigger) …')
  const { dataDir } = await seededDataDir(100_000)
  try {
    // One address searching without pause: far past the search limit (server/search/rate-limits.ts), not measured here.
    const server = await startServer({ dataDir, env: { RATE_LIMIT_FACTOR: '1000' } })
    try {
      const times: number[] = []
      const perQuery = new Map<string, number[]>()
      for (let round = 0; round < ROUNDS; round++) {
        for (const q of QUERIES) {
          const url = `${server.base}/api/search?q=${encodeURIComponent(q)}`
          const start = performance.now()
          const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })
          await res.arrayBuffer()
          const ms = performance.now() - start
          if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
          // The first round warms the caches (the statement cache, the pages of the index).
          if (round === 0) continue
          times.push(ms)
          perQuery.set(q, [...(perQuery.get(q) ?? []), ms])
        }
      }
      times.sort((a, b) => a - b)
      const p95 = p(times, 0.95)
      for (const [q, list] of perQuery) {
        list.sort((a, b) => a - b)
        log(
          `search: "${q}" median ${p(list, 0.5).toFixed(1)} ms, p95 ${p(list, 0.95).toFixed(1)} ms`,
        )
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
      await server.stop()
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
