// `npm run bench`: the figures behind Quill's speed claims, measured on this machine.
//   1. API throughput and latency of the feed's first page, a page 19,000 posts deep (keyset
//      pages must cost the same), a post, and its comments — over HTTP, on SQLite with 20,000
//      posts (and on PostgreSQL too when BENCH_DATABASE_URL is set).
//   2. The client's first-load weight: the JS and CSS index.html loads, raw / gzip / brotli.
//   3. `npm start`'s cold start to a healthy /api/health (Auth emulator included), and its
//      shutdown, leaving no port behind.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import autocannon from 'autocannon'
import pg from 'pg'
import { buildApp } from '../server/build-app'
import { EMULATOR_PROJECT_ID, loadConfig } from '../server/config'
import { openDatabase } from '../server/db/database'
import type { Db } from '../server/db/schema'
import { renderedColumns } from '../server/posts/post-repository'

const POSTS = 20_000
const COMMENTS_ON_ONE_POST = 500
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)

async function seed(db: Db): Promise<{ postId: string }> {
  const start = Date.parse('2026-01-01T00:00:00.000Z')
  const body = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(40)
  const rendered = renderedColumns(body)
  let postId = ''
  for (let batch = 0; batch < POSTS; batch += 500) {
    const rows = Array.from({ length: 500 }, (_, i) => {
      const n = batch + i
      return {
        id: randomBytes(12).toString('base64url'),
        title: `Post number ${n}`,
        body,
        ...rendered,
        author_email: `author${n % 50}@quill.test`,
        author_name: `Author ${n % 50}`,
        image: 'http://localhost:3000/images/x.webp',
        created_at: new Date(start + n * 60_000).toISOString(),
        edited_at: null,
      }
    })
    await db.insertInto('posts').values(rows).execute()
    postId = rows[rows.length - 1]?.id ?? postId
  }
  for (let batch = 0; batch < COMMENTS_ON_ONE_POST; batch += 250) {
    await db
      .insertInto('comments')
      .values(
        Array.from({ length: 250 }, (_, i) => ({
          id: randomBytes(12).toString('base64url'),
          post_id: postId,
          body: 'A thoughtful comment.',
          user_email: 'reader@quill.test',
          user_name: 'Reader',
          created_at: new Date(start + (batch + i) * 1000).toISOString(),
        })),
      )
      .execute()
  }
  return { postId }
}

function load(url: string): Promise<autocannon.Result> {
  return autocannon({ url, connections: 10, duration: SECONDS })
}

async function deepCursor(base: string, depth: number): Promise<string> {
  let url = `${base}/api/posts?limit=100`
  let cursor = ''
  for (let seen = 0; seen < depth; seen += 100) {
    const res = await fetch(url)
    const link = res.headers.get('link') ?? ''
    const next = /<([^>]+)>;\s*rel="next"/.exec(link)?.[1]
    if (!next) throw new Error('ran out of pages')
    cursor = new URL(next, base).searchParams.get('cursor') ?? ''
    url = new URL(next, base).href
  }
  return cursor
}

async function apiBench(label: string, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-bench-'))
  let schema: string | undefined
  if (databaseUrl) {
    schema = `quill_bench_${randomBytes(4).toString('hex')}`
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query(`CREATE SCHEMA ${schema}`)
    await client.end()
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
    TOKEN_SECRET: randomBytes(32).toString('hex'),
  })
  const database = openDatabase({
    databaseUrl,
    sqliteFile: path.join(dataDir, 'quill.sqlite'),
    ...(schema ? { pgSchema: schema } : {}),
  })
  const app = await buildApp({ config, database, distDir: path.join(dataDir, 'none') })
  await app.ready()
  const { postId } = await seed(database.db)
  const base = await app.listen({ host: '127.0.0.1', port: 0 })
  const cursor = await deepCursor(base, POSTS - 1000)

  const cases: [string, string][] = [
    ['GET /api/posts (first page of 20)', `${base}/api/posts`],
    ['GET /api/posts (page 19,000 deep)', `${base}/api/posts?cursor=${cursor}`],
    ['GET /api/post/:id', `${base}/api/post/${postId}`],
    ['GET /api/comment/:id (first 20 of 500)', `${base}/api/comment/${postId}`],
  ]
  console.log(
    `\nAPI on ${label}, ${POSTS.toLocaleString('en')} posts, 10 connections, ${SECONDS} s each`,
  )
  console.log('| call | req/s | p50 ms | p99 ms | errors |')
  console.log('| --- | ---: | ---: | ---: | ---: |')
  for (const [name, url] of cases) {
    const r = await load(url)
    const errors = r.errors + r.non2xx
    console.log(
      `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${errors} |`,
    )
  }
  await app.close()
  if (databaseUrl && schema) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query(`DROP SCHEMA ${schema} CASCADE`)
    await client.end()
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
}

function clientWeight() {
  const dist = path.resolve('dist')
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.log('\nClient weight: no build (run `npm run build` first)')
    return
  }
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] ?? '',
  )
  let raw = 0
  let gzip = 0
  let brotli = 0
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(dist, file))
    raw += bytes.length
    gzip += zlib.gzipSync(bytes, { level: 9 }).length
    brotli += zlib.brotliCompressSync(bytes).length
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`
  console.log(
    `\nClient first load (index.html's ${files.length} JS/CSS files, before route chunks)`,
  )
  console.log(`raw ${kb(raw)}, gzip ${kb(gzip)}, brotli ${kb(brotli)}`)
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const address = s.address()
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function portsFree(ports: number[]): Promise<boolean> {
  for (const port of ports) {
    const inUse = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (inUse) return false
  }
  return true
}

async function coldStart() {
  if (!fs.existsSync(path.resolve('dist', 'index.html'))) return
  const [port, emulatorPort] = [await freePort(), await freePort()]
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-bench-start-'))
  const started = Date.now()
  // firebase-admin takes the emulator's address from the environment, and the API bench above
  // set it: the child must start its own emulator.
  const { FIREBASE_AUTH_EMULATOR_HOST: _taken, ...env } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...env,
      PORT: String(port),
      AUTH_EMULATOR_PORT: String(emulatorPort),
      DATA_DIR: dataDir,
      SEED: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
  let healthyAfter = -1
  while (Date.now() - started < 90_000) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) {
      healthyAfter = Date.now() - started
      break
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  const stopAt = Date.now()
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
  const stoppedAfter = Date.now() - stopAt
  const clean = await portsFree([port, emulatorPort])
  fs.rmSync(dataDir, { recursive: true, force: true })
  console.log('\nServer cold start (built client, Auth emulator included) to a healthy /api/health')
  console.log(
    `healthy after ${(healthyAfter / 1000).toFixed(1)} s (target 60 s); SIGTERM to exit ${(stoppedAfter / 1000).toFixed(1)} s; ports free after exit: ${clean ? 'yes' : 'NO'}`,
  )
}

await apiBench('SQLite')
if (process.env.BENCH_DATABASE_URL) await apiBench('PostgreSQL', process.env.BENCH_DATABASE_URL)
clientWeight()
await coldStart()
