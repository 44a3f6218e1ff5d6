// The scale-out path beside the embedded one (issue 23): the feed's first page at 100,000 posts
// from one instance on PostgreSQL and from the embedded SQLite instance, in alternating rounds of
// the same run (50 connections, a browser's Accept-Encoding, the access log on). PostgreSQL is
// started here — a throwaway cluster on loopback, as CI does — when its binaries are on the
// machine, or taken from BENCH_DATABASE_URL.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '../server/db/database'
import { type Load, load } from './api'
import { seedDatabase, seededDataDir } from './seed'
import { type Row, freePort, notMeasured, row, startServer } from './common'

const BROWSER = { 'accept-encoding': 'br, gzip' }
const POSTS = 100_000

interface Cluster {
  url: string
  stop(): void
}

function pgBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return undefined
  const version = fs
    .readdirSync(root)
    .sort((a, b) => Number(a) - Number(b))
    .pop()
  const bin = version ? path.join(root, version, 'bin') : undefined
  return bin && fs.existsSync(path.join(bin, 'pg_ctl')) ? bin : undefined
}

/** A fresh PostgreSQL on a free loopback port (as the postgres user when run as root). */
async function startCluster(): Promise<Cluster | undefined> {
  const bin = pgBin()
  if (!bin) return undefined
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-bench-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) spawnSync('chown', ['postgres:postgres', dir])
  const run = (command: string) => {
    const result = asRoot
      ? spawnSync('su', ['postgres', '-c', command], { encoding: 'utf8' })
      : spawnSync('sh', ['-c', command], { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`)
  }
  const port = await freePort()
  run(`${bin}/initdb -D ${dir} -A trust -U postgres >/dev/null`)
  run(
    `${bin}/pg_ctl -D ${dir} -o '-h 127.0.0.1 -p ${port} -k ${dir}' -l ${dir}/log -w start >/dev/null`,
  )
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  })
  await admin.connect()
  await admin.query('CREATE DATABASE quill_bench')
  await admin.end()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/quill_bench`,
    stop: () => {
      run(`${bin}/pg_ctl -D ${dir} -m fast stop >/dev/null`)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

const perSecond = (n: number) => `${Math.round(n).toLocaleString('en')} req/s`
const mean = (runs: Load[], key: keyof Load) =>
  runs.reduce((sum, r) => sum + r[key], 0) / runs.length

export async function postgresRows(log: (line: string) => void): Promise<Row[]> {
  const figure = 'PostgreSQL: GET /api/posts at 100k posts, one instance, vs embedded (same run)'
  const given = process.env.BENCH_DATABASE_URL
  const cluster = given ? { url: given, stop: () => {} } : await startCluster()
  if (!cluster) {
    return [notMeasured(figure, '≥ 50% of embedded', 'no PostgreSQL binaries here')]
  }
  const dirs: string[] = []
  try {
    log('postgres: seeding 100,000 posts in PostgreSQL and in SQLite …')
    const database = openDatabase({ databaseUrl: cluster.url, sqliteFile: '' })
    await seedDatabase(database, POSTS)
    await database.close()
    const embedded = await seededDataDir(POSTS)
    dirs.push(embedded.dataDir)
    const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-bench-pg-data-'))
    dirs.push(pgDir)
    const onPg = await startServer({ dataDir: pgDir, env: { DATABASE_URL: cluster.url } })
    const onSqlite = await startServer({ dataDir: embedded.dataDir })
    const pgRuns: Load[] = []
    const sqliteRuns: Load[] = []
    try {
      for (let round = 0; round < 2; round++) {
        log(`postgres: round ${round + 1} of 2: the feed on PostgreSQL, then on SQLite`)
        pgRuns.push(await load(`${onPg.base}/api/posts`, BROWSER))
        sqliteRuns.push(await load(`${onSqlite.base}/api/posts`, BROWSER))
      }
    } finally {
      await onPg.stop()
      await onSqlite.stop()
    }
    const pgRps = mean(pgRuns, 'rps')
    const sqliteRps = mean(sqliteRuns, 'rps')
    const p99 = Math.max(...pgRuns.map((r) => r.p99))
    const errors = pgRuns.reduce((sum, r) => sum + r.errors, 0)
    return [
      row(
        figure,
        perSecond(pgRps),
        errors === 0 ? '≥ 50% of embedded' : `≥ 50% of embedded (${errors} errors)`,
        errors === 0 && pgRps >= 0.5 * sqliteRps,
        perSecond(sqliteRps) + ' (embedded)',
        `${((100 * pgRps) / sqliteRps).toFixed(0)}%`,
      ),
      row(
        'PostgreSQL: GET /api/posts p99 at 100k posts, 50 connections (PostgreSQL on the same cores)',
        `${p99.toFixed(0)} ms`,
        '≤ 50 ms',
        p99 <= 50,
        `${Math.max(...sqliteRuns.map((r) => r.p99)).toFixed(0)} ms (embedded)`,
      ),
    ]
  } finally {
    cluster.stop()
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  }
}
