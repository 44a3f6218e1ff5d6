// The crash test: the real server (`node --import tsx server/server.ts`, its own DATA_DIR and
// port, SEED=false, the run's Auth emulator) takes writes from concurrent clients — posts,
// comments (each with the notification to the post's author, in one transaction), deletions
// of posts (with their comments and notifications, in one transaction) — and is killed with
// SIGKILL mid-load, then started again on the same data, twice. Every write it acknowledged
// must be there (a deletion it acknowledged must have taken everything with it), and nothing may
// be half-written: no comment or notification without its post, no comment by someone else
// without its notification, no notification of a comment that is gone. On SQLite, and on
// PostgreSQL (a schema of its own) when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '../../server/db/database'
import type { Dialect } from '../../server/db/schema'
import { searchIndexProblem } from '../../server/search/search-index'
import { testDialects } from '../setup/server'
import { TEST_IMAGE } from '../setup/users'
import { figure } from './figures'
import { kill9, serverOfBlock } from './real-server'
import { signUp } from './sign-up'

const KILLS = Number(process.env.RELIABILITY_KILLS ?? 2)
const CLIENTS = 8
const USERS = 4
/** What the clients were told was done, and what was in flight when the server died. */
interface Ledger {
  posts: Map<string, { title: string; body: string; author: string; draft: boolean }>
  comments: Map<string, { postId: string; body: string }>
  deleted: Set<string>
  /** Deletions sent but not answered: the post may or may not be there, whole either way. */
  deleting: Set<string>
  acknowledged: number
  unanswered: number
}

async function drive(
  serverUrl: string,
  users: { email: string; token: string }[],
  ledger: Ledger,
  stop: { now: boolean },
): Promise<void> {
  const client = async (n: number) => {
    const user = users[n % users.length]
    if (!user) return
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${user.token}` }
    const own = () =>
      [...ledger.posts].filter(
        ([id, p]) => p.author === user.email && !ledger.deleted.has(id) && !ledger.deleting.has(id),
      )
    while (!stop.now) {
      const roll = Math.random()
      const live = [...ledger.posts.keys()].filter((id) => !ledger.deleted.has(id))
      try {
        if (roll < 0.45 || live.length === 0) {
          const tag = randomBytes(6).toString('hex')
          // Some drafts: the search index must leave them out and still pass its check.
          const draft = Math.random() < 0.2
          const post = {
            postTitle: `Post ${tag}`,
            postBody: `Body ${tag} `.repeat(50).trim(),
            image: TEST_IMAGE,
            ...(draft ? { status: 'draft' } : {}),
          }
          const res = await fetch(`${serverUrl}/api/post`, {
            method: 'POST',
            headers,
            body: JSON.stringify(post),
          })
          if (res.status !== 201)
            throw new Error(`POST /api/post: ${res.status} ${await res.text()}`)
          const { insertedId } = (await res.json()) as { insertedId: string }
          ledger.posts.set(insertedId, {
            title: post.postTitle,
            body: post.postBody,
            author: user.email,
            draft,
          })
        } else if (roll < 0.9) {
          // A draft has no comments, not even its author's (ADR 0078): comments go to posts out.
          const out = live.filter((id) => !ledger.posts.get(id)?.draft)
          if (out.length === 0) continue
          const postId = out[Math.floor(Math.random() * out.length)] ?? ''
          const body = `Comment ${randomBytes(6).toString('hex')}`
          const res = await fetch(`${serverUrl}/api/comment`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              postId,
              comment: body,
              idempotencyKey: randomBytes(8).toString('hex'),
            }),
          })
          // The post was deleted meanwhile: nothing was written, nothing acknowledged.
          if (res.status === 404) continue
          if (res.status !== 201)
            throw new Error(`POST /api/comment: ${res.status} ${await res.text()}`)
          const { _id } = (await res.json()) as { _id: string }
          ledger.comments.set(_id, { postId, body })
        } else {
          const mine = own()
          const target = mine[Math.floor(Math.random() * mine.length)]
          if (!target) continue
          const [postId] = target
          ledger.deleting.add(postId)
          const res = await fetch(`${serverUrl}/api/deletePost/${postId}`, {
            method: 'DELETE',
            headers: { authorization: headers.authorization },
          })
          if (res.status !== 200) throw new Error(`DELETE: ${res.status} ${await res.text()}`)
          ledger.deleting.delete(postId)
          ledger.deleted.add(postId)
        }
        ledger.acknowledged++
      } catch (error) {
        // The server died under this request (the connection failed, or the answer was cut):
        // it was never acknowledged. An answer that is an error is a failure, kill or not.
        if (stop.now && error instanceof TypeError) {
          ledger.unanswered++
          return
        }
        stop.now = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)))
}

async function check(
  database: DatabaseHandle,
  dialect: Dialect,
  ledger: Ledger,
): Promise<string[]> {
  const { db } = database
  const problems: string[] = []
  const posts = new Map((await db.selectFrom('posts').selectAll().execute()).map((p) => [p.id, p]))
  const comments = new Map(
    (await db.selectFrom('comments').selectAll().execute()).map((c) => [c.id, c]),
  )
  const notifications = await db.selectFrom('notifications').selectAll().execute()

  for (const [id, post] of ledger.posts) {
    if (ledger.deleted.has(id) || ledger.deleting.has(id)) continue
    const row = posts.get(id)
    if (!row) problems.push(`acknowledged post ${id} is missing`)
    else if (row.title !== post.title || row.body !== post.body || row.author_email !== post.author)
      problems.push(`acknowledged post ${id} is not as written`)
  }
  for (const id of ledger.deleted) if (posts.has(id)) problems.push(`deleted post ${id} is back`)
  for (const [id, comment] of ledger.comments) {
    if (ledger.deleted.has(comment.postId)) {
      if (comments.has(id)) problems.push(`comment ${id} outlived its deleted post`)
      continue
    }
    if (ledger.deleting.has(comment.postId) && !posts.has(comment.postId)) continue
    const row = comments.get(id)
    if (!row) problems.push(`acknowledged comment ${id} is missing`)
    else if (row.body !== comment.body || row.post_id !== comment.postId)
      problems.push(`acknowledged comment ${id} is not as written`)
  }
  // Nothing half-written, acknowledged or not.
  for (const post of posts.values()) {
    if (!post.title || !post.body || !post.author_email || !post.created_at)
      problems.push(`post ${post.id} is incomplete`)
  }
  const notifiedComments = new Set(notifications.map((n) => n.comment_id))
  for (const comment of comments.values()) {
    const post = posts.get(comment.post_id)
    if (!post) {
      problems.push(`comment ${comment.id} has no post`)
      continue
    }
    const byAuthor = post.author_email.toLowerCase() === comment.user_email.toLowerCase()
    if (!byAuthor && !notifiedComments.has(comment.id))
      problems.push(`comment ${comment.id} has no notification`)
  }
  for (const n of notifications) {
    if (n.post_id !== null && !posts.has(n.post_id))
      problems.push(`notification ${n.id} has no post`)
    if (n.comment_id !== null && !comments.has(n.comment_id))
      problems.push(`notification ${n.id} has no comment`)
  }
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)
    if (rows[0]?.integrity_check !== 'ok') problems.push(`integrity_check: ${JSON.stringify(rows)}`)
    // The search index agrees with the published posts it indexes (FTS5's own check).
    const search = await searchIndexProblem(db)
    if (search !== null) problems.push(`search index: ${search}`)
  }
  return problems
}

describe.each(testDialects())('kill -9 under write load on %s', (dialect) => {
  const block = serverOfBlock(dialect, 'quill-crash-')

  test(`${KILLS} × SIGKILL mid-load: every acknowledged write is there, nothing half-written`, async () => {
    const started = performance.now()
    let server = await block.start()
    const users = await Promise.all(Array.from({ length: USERS }, () => signUp(server.url)))
    const ledger: Ledger = {
      posts: new Map(),
      comments: new Map(),
      deleted: new Set(),
      deleting: new Set(),
      acknowledged: 0,
      unanswered: 0,
    }
    for (let round = 0; round < KILLS; round++) {
      const stop = { now: false }
      const load = drive(server.url, users, ledger, stop)
      // Somewhere in the middle of the load, never at a predictable moment.
      await new Promise((resolve) => setTimeout(resolve, 1_500 + Math.random() * 1_500))
      stop.now = true
      const dying = server
      await kill9(dying)
      await load.catch((error: unknown) => {
        throw new Error(`${String(error)}\nThe server's last words:\n${dying.output()}`)
      })
      server = await block.start()
    }

    const database = block.database()
    let problems: string[]
    let present: number
    try {
      problems = await check(database, dialect, ledger)
      present = Number(
        (
          await database.db
            .selectFrom('posts')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst()
        )?.n ?? 0,
      )
    } finally {
      await database.close()
    }
    // The restarted server answers for what was acknowledged, too.
    const survivor = [...ledger.posts].find(
      ([id, post]) => !post.draft && !ledger.deleted.has(id) && !ledger.deleting.has(id),
    )?.[0]
    if (survivor) expect((await fetch(`${server.url}/api/post/${survivor}`)).status).toBe(200)

    figure(`kill -9 (${dialect})`, {
      kills: KILLS,
      acknowledged: ledger.acknowledged,
      'posts acknowledged': ledger.posts.size,
      'comments acknowledged': ledger.comments.size,
      'deletions acknowledged': ledger.deleted.size,
      'lost or half-written': problems.length,
      'unanswered at the kill': ledger.unanswered,
      'posts present': present,
      ms: Math.round(performance.now() - started),
    })
    expect(problems).toEqual([])
    expect(ledger.acknowledged).toBeGreaterThan(50)
  })
})
