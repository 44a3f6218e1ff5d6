// Search as a CPU sink (issue 21, item 3): the adversarial queries of the reliability suite
// (single letters, one-letter prefixes, a dozen letters, the commonest words, 100 × `a`) over
// 4,000 posts of 400–800 words, `GET /api/search` on the real server one request at a time, on
// SQLite and on PostgreSQL in the same run; p95 of each beside the 50 ms target.
// PostgreSQL: a schema of its own in BENCH_DATABASE_URL (or TEST_DATABASE_URL), dropped after.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '../server/db/database'
import { migrateToLatest } from '../server/db/migrate'
import type { Dialect } from '../server/db/schema'
import {
  ADVERSARIAL_QUERIES,
  ADVERSARIAL_TARGET_P95_MS,
  p95,
  seedAdversarialPosts,
} from '../tests/reliability/adversarial-search'
import { type Row, notMeasured, row } from './common'
import { timeSearches } from './search'

const POSTS = Number(process.env.BENCH_ADVERSARIAL_POSTS ?? 4_000)
const ROUNDS = Number(process.env.BENCH_ADVERSARIAL_ROUNDS ?? 8)

const figure = (dialect: Dialect) =>
  `Adversarial search at ${POSTS.toLocaleString('en')} posts, p95, ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (${ADVERSARIAL_QUERIES.length} queries × ${ROUNDS})`

async function measure(
  dialect: Dialect,
  dataDir: string,
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<Row> {
  const timed = await timeSearches(dataDir, env, ADVERSARIAL_QUERIES, ROUNDS)
  const worst = new Map<string, number>()
  for (const { q, ms } of timed) worst.set(q, Math.max(worst.get(q) ?? 0, ms))
  const [slowest, slowestMs] = [...worst].sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
  log(
    `adversarial (${dialect}): slowest ${JSON.stringify(slowest.slice(0, 30))} ${slowestMs.toFixed(1)} ms`,
  )
  const value = p95(timed.map(({ ms }) => ms))
  return row(
    figure(dialect),
    `${value.toFixed(1)} ms`,
    `≤ ${ADVERSARIAL_TARGET_P95_MS} ms`,
    value <= ADVERSARIAL_TARGET_P95_MS,
  )
}

async function onSqlite(log: (line: string) => void): Promise<Row> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-bench-adversarial-'))
  try {
    const database = openDatabase({ sqliteFile: path.join(dataDir, 'quill.sqlite') })
    await migrateToLatest(database.db)
    await seedAdversarialPosts(database.db, 'sqlite', POSTS)
    await database.close()
    return await measure('sqlite', dataDir, {}, log)
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function onPostgres(url: string, log: (line: string) => void): Promise<Row> {
  const schema = `quill_bench_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-bench-adversarial-pg-'))
  try {
    const database = openDatabase({ databaseUrl: url, sqliteFile: '', pgSchema: schema })
    await migrateToLatest(database.db)
    await seedAdversarialPosts(database.db, 'postgres', POSTS)
    await database.close()
    const withSchema = new URL(url)
    withSchema.searchParams.set('options', `-c search_path=${schema}`)
    return await measure('postgres', dataDir, { DATABASE_URL: withSchema.toString() }, log)
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`)
    await admin.end()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function adversarialSearchRows(log: (line: string) => void): Promise<Row[]> {
  log(`adversarial: ${POSTS.toLocaleString('en')} posts on SQLite …`)
  const rows = [await onSqlite(log)]
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!url) {
    rows.push(
      notMeasured(
        figure('postgres'),
        `≤ ${ADVERSARIAL_TARGET_P95_MS} ms`,
        'set BENCH_DATABASE_URL to a PostgreSQL database',
      ),
    )
    return rows
  }
  log(`adversarial: ${POSTS.toLocaleString('en')} posts on PostgreSQL …`)
  rows.push(await onPostgres(url, log))
  return rows
}
