// The API at scale: the feed's first page at 100,000 posts against a bare Fastify route
// answering the same bytes, measured in the same run, with a browser's Accept-Encoding, 50
// connections, the access log on; the same page at 1,000 posts; revalidation (304).
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import autocannon from 'autocannon'
import { type Row, freePort, row, startServer, waitFor } from './common'
import { seededDataDir } from './seed'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = 50
const BROWSER = { 'accept-encoding': 'br, gzip' }

interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: Buffer
}

/** The bytes on the wire, not decompressed (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(res.headers).map(([k, v]) => [k, String(v)]),
            ),
            body: Buffer.concat(chunks),
          }),
        )
      })
      .on('error', reject)
  })
}

export interface Load {
  rps: number
  p50: number
  p99: number
  errors: number
  bytes: number
  /** The server's CPU time (all its threads) per request, in µs, when its process was named. */
  cpuMicros: number
}

/** A process's CPU time so far (user + system, all threads), in µs; NaN where /proc is not. */
function cpuTimeMicros(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) * (1_000_000 / 100)
  } catch {
    return NaN
  }
}

/**
 * The load, and what it cost the server in CPU time: on this shared 2-core machine, where the
 * load generator competes for the same cores, CPU per request is the steadier comparison.
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  pid?: number,
  connections = CONNECTIONS,
): Promise<Load> {
  // A second of warm-up (JIT, the database's page cache) is not counted.
  await autocannon({ url, connections, duration: 1, headers })
  const before = cpuTimeMicros(pid)
  const r = await autocannon({ url, connections, duration: SECONDS, headers })
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    bytes: r.throughput.average / Math.max(1, r.requests.average),
    cpuMicros: (cpuTimeMicros(pid) - before) / Math.max(1, r.requests.total),
  }
}

async function startBare(answer: RawAnswer, json: Buffer, dir: string) {
  const file = path.join(dir, 'bare-answer.json')
  const dropped = new Set([
    'date',
    'connection',
    'keep-alive',
    'content-length',
    'transfer-encoding',
  ])
  fs.writeFileSync(
    file,
    JSON.stringify({
      headers: Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !dropped.has(k))),
      bodyBase64: answer.body.toString('base64'),
      jsonBase64: json.toString('base64'),
    }),
  )
  const port = await freePort()
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/bare-server.ts', String(port), file],
    { stdio: 'ignore' },
  )
  const base = `http://127.0.0.1:${port}`
  await waitFor(`${base}/api/health`, 30_000)
  return {
    base,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

const ms = (n: number) => `${n.toFixed(0)} ms`
const perSecond = (n: number) => `${Math.round(n).toLocaleString('en')} req/s`

export async function apiRows(log: (line: string) => void): Promise<Row[]> {
  const rows: Row[] = []
  log('api: seeding 100,000 and 1,000 posts …')
  const big = await seededDataDir(100_000)
  const small = await seededDataDir(1_000)
  const dirs = [big.dataDir, small.dataDir]
  try {
    const server = await startServer({
      dataDir: big.dataDir,
      nodeArgs: process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : [],
    })
    const feed = `${server.base}/api/posts`
    const post = `${server.base}/api/post/${big.postId}`
    const comments = `${server.base}/api/comment/${big.postId}`
    const recorded = await rawGet(feed, BROWSER)
    const json = (await rawGet(feed, {})).body
    const bare = await startBare(recorded, json, big.dataDir)
    log(
      `api: the feed's page is ${json.length} bytes, ${recorded.body.length} as sent (${recorded.headers['content-encoding'] ?? 'identity'})`,
    )

    // The same page at 1,000 posts, from its own server. All four are measured in alternating
    // rounds, so they see the same moments of this shared machine's load.
    const smallServer = await startServer({ dataDir: small.dataDir })
    const smallRuns: Load[] = []
    const appRuns: Load[] = []
    const bareRuns: Load[] = []
    const floorRuns: Load[] = []
    for (let round = 0; round < 2; round++) {
      log(`api: round ${round + 1} of 2: the bare routes, GET /api/posts at 100k, at 1k`)
      bareRuns.push(await load(`${bare.base}/same-compression`, BROWSER))
      floorRuns.push(await load(`${bare.base}/same-bytes`, BROWSER, bare.pid))
      appRuns.push(await load(feed, BROWSER, server.child.pid))
      smallRuns.push(await load(`${smallServer.base}/api/posts`, BROWSER))
    }
    await bare.stop()
    const mean = (runs: Load[], key: keyof Load) =>
      runs.reduce((sum, r) => sum + r[key], 0) / runs.length
    const appRps = mean(appRuns, 'rps')
    const bareRps = mean(bareRuns, 'rps')
    const floorRps = mean(floorRuns, 'rps')
    const p99 = Math.max(...appRuns.map((r) => r.p99))
    const errors = appRuns.reduce((sum, r) => sum + r.errors, 0)
    rows.push(
      row(
        'API: GET /api/posts at 100k posts vs a bare Fastify route compressing the same JSON the same way (br/gzip accepted, 50 conn., log on)',
        perSecond(appRps),
        target(errors === 0, '≥ 50% of bare'),
        errors === 0 && appRps >= 0.5 * bareRps,
        perSecond(bareRps),
        `${((100 * appRps) / bareRps).toFixed(0)}%`,
      ),
    )
    rows.push(
      row(
        'API: the same vs a bare route sending the same bytes compressed in advance (Fastify floor)',
        perSecond(appRps),
        '≥ 50% of the floor (issue 23)',
        errors === 0 && appRps >= 0.5 * floorRps,
        perSecond(floorRps),
        `${((100 * appRps) / floorRps).toFixed(0)}%`,
      ),
    )
    const appCpu = mean(appRuns, 'cpuMicros')
    const floorCpu = mean(floorRuns, 'cpuMicros')
    rows.push(
      row(
        "API: the same, the server's CPU time per request (floor's ÷ Quill's: the share of the floor)",
        `${appCpu.toFixed(0)} µs`,
        '≥ 50% of the floor (issue 23)',
        appCpu > 0 && floorCpu / appCpu >= 0.5,
        `${floorCpu.toFixed(0)} µs (floor)`,
        `${((100 * floorCpu) / appCpu).toFixed(0)}%`,
      ),
    )
    rows.push(
      row(
        'API: GET /api/posts p99 at 100k posts, 50 connections',
        ms(p99),
        '≤ 25 ms',
        p99 <= 25,
        ms(Math.max(...bareRuns.map((r) => r.p99))) + ' (bare)',
      ),
    )

    const etag = (await rawGet(feed, BROWSER)).headers.etag
    if (etag) {
      const revalidated = await load(feed, { ...BROWSER, 'if-none-match': etag })
      rows.push(
        row(
          'API: GET /api/posts revalidated (If-None-Match → 304)',
          perSecond(revalidated.rps),
          'context',
          null,
          perSecond(appRps) + ' (200)',
          `${(revalidated.rps / appRps).toFixed(2)}×`,
        ),
      )
    } else {
      rows.push(row('API: GET /api/posts answers an ETag', 'no ETag', 'ETag + 304', false))
    }
    for (const [name, url] of [
      ['API: GET /api/post/:id at 100k posts', post],
      ['API: GET /api/comment/:id (first 20 of 200) at 100k posts', comments],
    ] as const) {
      const r = await load(url, BROWSER)
      rows.push(
        row(
          name,
          `${perSecond(r.rps)}, p99 ${ms(r.p99)}`,
          'p99 ≤ 25 ms',
          r.errors === 0 && r.p99 <= 25,
        ),
      )
    }
    await server.stop()
    const logLines = fs.readFileSync(server.logFile, 'utf8').split('\n').length
    log(`api: the access log holds ${logLines.toLocaleString('en')} lines`)

    await smallServer.stop()
    const smallRps = mean(smallRuns, 'rps')
    const costRatio = smallRps / appRps
    rows.push(
      row(
        'API: cost of the feed page at 100k posts vs at 1k posts (1/req/s)',
        `${(1000 / appRps).toFixed(3)} ms per request`,
        '≤ 1.3×',
        costRatio <= 1.3,
        `${(1000 / smallRps).toFixed(3)} ms (1k)`,
        `${costRatio.toFixed(2)}×`,
      ),
    )
  } finally {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  }
  return rows
}

function target(noErrors: boolean, text: string): string {
  return noErrors ? text : `${text} (errors!)`
}
