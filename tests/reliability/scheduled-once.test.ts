// A scheduled post is announced once, however the server dies (docs/decisions/0052): the real
// server, its author an actor with three followers on "other servers" (inboxes on a loopback
// listener of this test), publishes batches of scheduled posts and is killed with SIGKILL while
// a batch is being published, then started again. The job that was publishing when it died runs
// again once its lease is up (60 s); it must not send the post's Create to the followers a second
// time. Every post must reach every inbox, a second time only if the kill cut that very delivery
// short (the last hop's at-least-once gap, counted from the jobs the dead server left running).
// On SQLite, and on PostgreSQL (a schema of its own) when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { decodeJwt } from 'jose'
import { sql } from 'kysely'
import { afterAll, describe, expect, test } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../server/db/database'
import type { Dialect } from '../../server/db/schema'
import { jobsSchema } from '../../server/jobs/pg-queue'
import { PUBLISH_QUEUE } from '../../server/posts/scheduled'
import { FEDERATION_QUEUE } from '../../server/federation/job-message-queue'
import { testDialects } from '../setup/server'
import { TEST_IMAGE } from '../setup/users'
import { signUp } from './sign-up'
import { figure } from './figures'
import { type Server, kill9, serverEnv, startServer } from './real-server'

const KILLS = Number(process.env.RELIABILITY_KILLS ?? 3)
const BATCH = 12
const INBOXES = 3
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A loopback "server elsewhere": counts each activity id each inbox received. */
async function startInboxes() {
  const received = new Map<string, number>()
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      try {
        const { id } = JSON.parse(Buffer.concat(chunks).toString()) as { id?: string }
        const key = `${request.url ?? ''} ${id ?? ''}`
        received.set(key, (received.get(key) ?? 0) + 1)
      } catch {
        // Not an activity: nothing to count.
      }
      response.writeHead(202).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * Deliveries under way when the server died: federation jobs its queue still marks running.
 * Each may have reached its inbox before the kill cut the job's own bookkeeping, so it is sent
 * again: the at-least-once gap of the last hop (ADR 0052), which a receiver closes by the
 * activity's id. Nothing else may arrive twice.
 */
async function deliveriesCut(database: DatabaseHandle, dialect: Dialect, schema?: string) {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ n: string }>`
          select count(*) as n from ${sql.table(`${jobsSchema(schema)}.job`)}
          where state = 'active' and name = ${FEDERATION_QUEUE}`.execute(database.db)
      : await sql<{ n: number }>`
          select count(*) as n from jobs where state = 'active' and name = ${FEDERATION_QUEUE}`.execute(
          database.db,
        )
  return Number(rows[0]?.n ?? 0)
}

/** Jobs of `name` not finished yet (waiting or running), in either queue's own tables. */
async function unfinished(database: DatabaseHandle, dialect: Dialect, schema?: string) {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string; n: string }>`
          select name, count(*) as n from ${sql.table(`${jobsSchema(schema)}.job`)}
          where state in ('created', 'retry', 'active') group by name`.execute(database.db)
      : await sql<{ name: string; n: number }>`
          select name, count(*) as n from jobs where state in ('waiting', 'active')
          group by name`.execute(database.db)
  return new Map(rows.map((row) => [row.name, Number(row.n)]))
}

describe.each(testDialects())('scheduled posts across kill -9 on %s', (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-scheduled-'))
  let server: Server | undefined
  let dropSchema = async () => {}
  let inboxes: Awaited<ReturnType<typeof startInboxes>> | undefined
  let database: DatabaseHandle | undefined

  afterAll(async () => {
    if (server) await kill9(server)
    await database?.close()
    await inboxes?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
    await dropSchema()
  })

  test(`${KILLS} × SIGKILL while scheduled posts publish: each reaches each follower once`, async () => {
    const started = performance.now()
    inboxes = await startInboxes()
    const { env, schema, drop } = await serverEnv(dialect, dataDir, {
      FEDERATION_ALLOW_PRIVATE: 'true',
    })
    dropSchema = drop
    server = await startServer(env)
    const author = await signUp(server.url, 'scheduler')
    const uid = decodeJwt(author.token).sub ?? ''
    const handle = `sched_${randomBytes(3).toString('hex')}`
    const profile = await fetch(`${server.url}/api/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${author.token}` },
      body: JSON.stringify({ displayName: 'Scheduler', photoURL: '', handle }),
    })
    expect(profile.status, await profile.text()).toBe(200)

    database =
      schema !== undefined
        ? openDatabase({
            databaseUrl: process.env.TEST_DATABASE_URL ?? '',
            sqliteFile: '',
            pgSchema: schema,
          })
        : openDatabase({ sqliteFile: path.join(dataDir, 'quill.sqlite') })
    const { db } = database
    const at = new Date().toISOString()
    for (let i = 1; i <= INBOXES; i++) {
      const uri = `${inboxes.url}/users/follower${i}`
      await db
        .insertInto('remote_actors')
        .values({
          uri,
          handle: `follower${i}@elsewhere.example`,
          name: `Follower ${i}`,
          url: uri,
          inbox: `${inboxes.url}/inbox/${i}`,
          shared_inbox: null,
          updated_at: at,
        })
        .execute()
      await db
        .insertInto('remote_followers')
        .values({ uid, actor_uri: uri, follow_id: `${uri}#follow`, created_at: at })
        .execute()
    }

    const postIds: string[] = []
    let killedMidBatch = 0
    let cut = 0
    for (let round = 0; round < KILLS; round++) {
      // A batch due at one moment: the queue publishes it one post after another.
      const publishAt = new Date(Date.now() + 2_500).toISOString()
      const batch: string[] = []
      for (let i = 0; i < BATCH; i++) {
        const res = await fetch(`${server.url}/api/post`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${author.token}` },
          body: JSON.stringify({
            postTitle: `Round ${round} post ${i}`,
            postBody: `Scheduled ${round}.${i}`,
            image: TEST_IMAGE,
            status: 'scheduled',
            publishAt,
          }),
        })
        const text = await res.text()
        expect(res.status, text).toBe(201)
        batch.push((JSON.parse(text) as { insertedId: string }).insertedId)
      }
      postIds.push(...batch)
      // Killed once the first of the batch is out: the others are being published.
      const published = async () =>
        (
          await db
            .selectFrom('posts')
            .select('id')
            .where('id', 'in', batch)
            .where('status', '=', 'published')
            .execute()
        ).length
      const deadline = Date.now() + 15_000
      while ((await published()) === 0 && Date.now() < deadline) await sleep(5)
      await sleep(Math.random() * 40)
      await kill9(server)
      cut += await deliveriesCut(database, dialect, schema)
      if ((await published()) < BATCH) killedMidBatch++
      server = await startServer(env)
    }

    // Every post out, and every job that could send anything again finished. A run cut by the
    // kill is taken again once its lease is up: 60 s for a publish, 120 s for a delivery, which
    // pg-boss's supervisor then fails and retries after 30 s or more; a delivery the kill cut
    // can take four minutes to be sent (150 s was too short on a loaded machine: the delivery
    // was still waiting, not lost).
    const settled = Date.now() + 300_000
    for (;;) {
      const left = await unfinished(database, dialect, schema)
      const out = await db
        .selectFrom('posts')
        .select('id')
        .where('id', 'in', postIds)
        .where('status', '=', 'published')
        .execute()
      const busy = (left.get(PUBLISH_QUEUE) ?? 0) + (left.get(FEDERATION_QUEUE) ?? 0)
      if ((out.length === postIds.length && busy === 0) || Date.now() > settled) break
      await sleep(500)
    }
    await sleep(1_000)

    // Every post reaches every inbox; a second copy only of a delivery the kill cut short (no
    // post's Create sent again to all its followers, as a publish run again did before).
    const problems: string[] = []
    let again = 0
    for (const postId of postIds) {
      for (let i = 1; i <= INBOXES; i++) {
        const count =
          inboxes.received.get(`/inbox/${i} http://localhost:3000/ap/posts/${postId}#create`) ?? 0
        if (count === 2) again++
        if (count === 0 || count > 2)
          problems.push(`post ${postId} reached inbox ${i} ${count} times`)
      }
    }
    if (again > cut) problems.push(`${again} deliveries twice, ${cut} cut short by the kills`)
    figure(`scheduled posts across kill -9 (${dialect})`, {
      kills: KILLS,
      'killed mid-batch': killedMidBatch,
      posts: postIds.length,
      'deliveries expected': postIds.length * INBOXES,
      'deliveries cut by a kill': cut,
      'sent twice': again,
      problems: problems.length,
      ms: Math.round(performance.now() - started),
    })
    expect(problems).toEqual([])
  }, 480_000)
})
