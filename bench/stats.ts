// Issue 28: counting views must not slow a read. The feed's page and a post are loaded from two
// servers on copies of the same seeded data, one counting (STATS=on) and one not (STATS=off),
// in alternating rounds of the same run; during every measurement the post page's beacon is sent
// at a steady rate, each as a new visitor, so the counter, its visitor hashes and its flushes do
// their work on the counting server (the other answers the beacon and drops it).
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { type Load, load } from './api'
import { StatsCounter } from '../server/stats/counter'
import { type Row, row, startServer } from './common'
import { seededDataDir } from './seed'

const BROWSER = { 'accept-encoding': 'br, gzip' }
/** Beacons a second: a busy site's readers, against one instance. */
const BEACONS_PER_SECOND = 300
/**
 * This machine is shared: two servers that count nothing, measured one after the other, were 9 to
 * 23% apart (2026-11-25), and in alternating rounds 7 to 17%. So the two are loaded at the same
 * time, each with half the connections, and each figure is the median of several rounds.
 */
const ROUNDS = Number(process.env.BENCH_STATS_ROUNDS ?? 4)
const MAX_APART = 0.05

/** The beacon at a steady rate until `stop`; every one a new visitor (its own user agent). */
function beacons(base: string, postId: string) {
  let visitor = 0
  const instance = autocannon(
    {
      url: `${base}/api/views`,
      connections: 4,
      overallRate: BEACONS_PER_SECOND,
      duration: 3600,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postId, event: 'view', referrer: 'https://news.example/' }),
      setupClient: (client) => {
        client.on('response', () => {
          visitor += 1
          client.setHeaders({
            'content-type': 'application/json',
            'user-agent': `Mozilla/5.0 (bench visitor ${visitor})`,
          })
        })
      },
    },
    () => {},
  )
  return () => {
    instance.stop()
    return instance
  }
}

async function underBeacons(base: string, postId: string, url: string, pid?: number) {
  const stop = beacons(base, postId)
  try {
    return await load(url, BROWSER, pid, 25)
  } finally {
    stop()
  }
}

function countedViews(dataDir: string): number {
  const db = new Database(path.join(dataDir, 'quill.sqlite'), { readonly: true })
  try {
    const { views } = db
      .prepare('select coalesce(sum(views), 0) as views from post_stats')
      .get() as {
      views: number
    }
    return views
  } finally {
    db.close()
  }
}

/** What counting adds to a beacon, alone: the counter's work per view, each a new visitor. */
function counterMicros(): number {
  const counter = new StatsCounter()
  const views = 100_000
  const started = performance.now()
  for (let i = 0; i < views; i++) {
    counter.record({
      postId: `p${i % 100}`,
      event: 'view',
      address: '192.0.2.1',
      userAgent: `Mozilla/5.0 (bench visitor ${i})`,
      source: 'news.example',
      at: new Date(),
    })
  }
  return ((performance.now() - started) * 1000) / views
}

const perSecond = (n: number) => `${Math.round(n).toLocaleString('en')} req/s`
function median(runs: Load[], key: keyof Load): number {
  const sorted = runs.map((r) => r[key]).sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export async function statsRows(log: (line: string) => void): Promise<Row[]> {
  log('stats: seeding 10,000 posts …')
  const seeded = await seededDataDir(10_000)
  const offDir = `${seeded.dataDir}-off`
  fs.cpSync(seeded.dataDir, offDir, { recursive: true })
  const env = { RATE_LIMIT_FACTOR: '1000', STATS_FLUSH_MS: '2000' }
  const on = await startServer({ dataDir: seeded.dataDir, env: { ...env, STATS: 'on' } })
  const off = await startServer({ dataDir: offDir, env: { ...env, STATS: 'off' } })
  const rows: Row[] = []
  try {
    const targets = [
      ['feed', '/api/posts'],
      ['post', `/api/post/${seeded.postId}`],
    ] as const
    const runs = new Map<string, Load[]>()
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of targets) {
        log(`stats: round ${round + 1} of ${ROUNDS}: ${name}, counting on and off at once`)
        // Both at the same moments of this shared machine: neither sees a calmer minute.
        const [onRun, offRun] = await Promise.all(
          [on, off].map((server) =>
            underBeacons(server.base, seeded.postId, server.base + url, server.child.pid),
          ),
        )
        runs.set(`${name} on`, [...(runs.get(`${name} on`) ?? []), onRun!])
        runs.set(`${name} off`, [...(runs.get(`${name} off`) ?? []), offRun!])
      }
    }
    const flushFailed = fs
      .readFileSync(path.join(seeded.dataDir, 'server.log'), 'utf8')
      .includes('views could not be written')
    for (const [name, url] of targets) {
      const onRuns = runs.get(`${name} on`) ?? []
      const offRuns = runs.get(`${name} off`) ?? []
      const [onRps, offRps] = [median(onRuns, 'rps'), median(offRuns, 'rps')]
      const errors = [...onRuns, ...offRuns].reduce((sum, r) => sum + r.errors, 0)
      const apart = Math.abs(onRps - offRps) / offRps
      rows.push(
        row(
          `Stats: GET ${url.replace(seeded.postId, ':id')} with counting on vs off, ${BEACONS_PER_SECOND} beacons/s each (25 conn. each, at once, median of ${ROUNDS})`,
          perSecond(onRps),
          `≤ ${MAX_APART * 100}% apart${errors ? ' (errors!)' : ''}${flushFailed ? ' (flush failed!)' : ''}`,
          errors === 0 && !flushFailed && apart <= MAX_APART,
          `${perSecond(offRps)} (off)`,
          `${((100 * onRps) / offRps).toFixed(1)}%`,
        ),
      )
      rows.push(
        row(
          `Stats: the same, the server's CPU time per GET (on vs off)`,
          `${median(onRuns, 'cpuMicros').toFixed(0)} µs`,
          'context',
          null,
          `${median(offRuns, 'cpuMicros').toFixed(0)} µs (off)`,
        ),
      )
    }
    const micros = counterMicros()
    rows.push(
      row(
        'Stats: the counter alone, per view (a hash and a map update)',
        `${micros.toFixed(1)} µs`,
        '≤ 20 µs',
        micros <= 20,
      ),
    )
    await on.stop()
    await off.stop()
    // The counting server wrote what it counted (its close flushes the rest); the other none.
    const [viewsOn, viewsOff] = [countedViews(seeded.dataDir), countedViews(offDir)]
    rows.push(
      row(
        'Stats: views written by the counting server (and by the one not counting)',
        viewsOn.toLocaleString('en'),
        '> 0, and 0 off',
        viewsOn > 0 && viewsOff === 0,
        `${viewsOff} (off)`,
      ),
    )
  } finally {
    await on.stop()
    await off.stop()
    for (const dir of [seeded.dataDir, offDir]) fs.rmSync(dir, { recursive: true, force: true })
  }
  return rows
}
