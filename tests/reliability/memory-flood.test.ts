// Memory under a flood of made-up URLs (issue 21, item 1): one anonymous client sends 50,000
// GETs of the feed, each with its own author, every other one with a 15 kB parameter the feed
// does not know (refused since ADR 0057, its long URL still logged), to the real server whose log
// nobody reads (a log shipper that fell behind). What the server keeps for them — kept answers, their
// keys, log lines waiting for their reader — must stay within its configured bound: the
// process's resident memory may grow by PUBLIC_ANSWERS_MAX_BYTES and a fixed margin, no more.
// Before the bound counted keys (and before the log's buffer had one) it grew by ~1.4 GB on
// SQLite and ~0.7 GB on PostgreSQL.
import http from 'node:http'
import { describe, expect, test } from 'vitest'
import { testDialects } from '../setup/server'
import { figure } from './figures'
import { type Server, residentBytes, serverOfBlock } from './real-server'

const REQUESTS = Number(process.env.RELIABILITY_FLOOD_REQUESTS ?? 50_000)
const PAD_BYTES = 15 * 1024
const CONCURRENCY = 16
const MAX_BYTES = 16 * 1024 * 1024
/**
 * What the process may grow by besides what it keeps: garbage not yet collected, heap pages V8
 * and the allocator hold on to after collecting, the socket buffers of 16 connections, the log's
 * own bounded buffer (4 MB). Measured after the fix: 70–100 MB for these 50,000 requests.
 */
const MARGIN_BYTES = 160 * 1024 * 1024

const MB = (bytes: number) => Math.round(bytes / (1024 * 1024))

function flood(server: Server): Promise<Record<number, number>> {
  const { port } = new URL(server.url)
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const pad = 'x'.repeat(PAD_BYTES)
  const statuses: Record<number, number> = {}
  const get = (url: string) =>
    new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, agent }, (res) => {
          statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1
          res.resume()
          res.on('end', resolve)
        })
        .on('error', reject)
    })
  let next = 0
  const worker = async () => {
    while (next < REQUESTS) {
      const n = next++
      await get(n % 2 ? `/api/posts?author=u${n}&pad=${pad}` : `/api/posts?author=u${n}`)
    }
  }
  return Promise.all(Array.from({ length: CONCURRENCY }, worker))
    .then(() => statuses)
    .finally(() => agent.destroy())
}

describe.each(testDialects())('a flood of made-up URLs on %s', (dialect) => {
  const block = serverOfBlock(
    dialect,
    'quill-flood-',
    { LOG_LEVEL: 'info', PUBLIC_ANSWERS_MAX_BYTES: String(MAX_BYTES) },
    { readOutput: false },
  )

  test(`${REQUESTS.toLocaleString('en')} GETs, every other one with a 15 kB query string, stay within the bound`, async () => {
    const started = performance.now()
    const server = await block.start()
    // Warm: the routes compiled, the database's statements prepared, the first pages drawn.
    for (let i = 0; i < 200; i++) await fetch(`${server.url}/api/posts?author=warm${i % 10}`)
    const before = residentBytes(server)
    const statuses = await flood(server).catch((error: unknown) => {
      throw new Error(
        `${String(error)}; the server: ${server.output()} exit ${server.child.exitCode} ${server.child.signalCode}`,
      )
    })
    const after = residentBytes(server)
    figure(`memory flood (${dialect})`, {
      requests: REQUESTS,
      'rss before MB': MB(before),
      'rss after MB': MB(after),
      'grew MB': MB(after - before),
      'bound MB': MB(MAX_BYTES + MARGIN_BYTES),
      ms: Math.round(performance.now() - started),
    })
    expect(statuses).toEqual({ 200: Math.ceil(REQUESTS / 2), 400: Math.floor(REQUESTS / 2) })
    expect(after - before).toBeLessThanOrEqual(MAX_BYTES + MARGIN_BYTES)
  })
})
