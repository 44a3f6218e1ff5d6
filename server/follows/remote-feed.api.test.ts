// Issue 29 item 4 (ADR 0050): the following feed merges local posts and followed remote ones
// under one keyset cursor, newest first, each once, page after page; a pending follow's or an
// unfollowed actor's posts are not in it, and the remote page reads its own index.
import { CompiledQuery } from 'kysely'
import { beforeAll, describe, expect, test } from 'vitest'
import { PostListSchema } from '../../contract/posts'
import { nextCursorFromLink } from '../../contract/wire'
import { testDialects } from '../../tests/setup/server'
import { bearer, createUser, publishPost } from '../../tests/setup/users'
import type { Db } from '../db/schema'
import { remoteFollowingQuery } from './remote-feed'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

const ADA = 'https://sea.example/users/ada'
const EVE = 'https://sky.example/users/eve'
const minute = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()

async function remoteActor(db: Db, uri: string, handle: string) {
  await db
    .insertInto('remote_actors')
    .values({
      uri,
      handle,
      name: handle.split('@')[0] ?? '',
      url: uri,
      icon: '',
      inbox: `${uri}/inbox`,
      shared_inbox: null,
      updated_at: minute(0),
    })
    .execute()
}

async function remotePost(db: Db, id: string, actor: string, at: string) {
  await db
    .insertInto('remote_posts')
    .values({
      id,
      ap_id: `${actor}/posts/${id}`,
      actor_uri: actor,
      title: id,
      summary: '',
      content_text: `Text of ${id}`,
      url: `${actor}/posts/${id}`,
      image: '',
      created_at: at,
      updated_at: null,
      received_at: at,
    })
    .execute()
}

describe.each(testDialects())('the following feed with remote posts on %s', (dialect) => {
  const suite = appWithUsers(dialect, { bob: {} })
  const send = requestWith(suite)
  let db: Db
  const expected: string[] = []
  beforeAll(async () => {
    db = suite.t.app.database.db
    const carol = await createUser(suite.t)
    await remoteActor(db, ADA, 'ada@sea.example')
    await remoteActor(db, EVE, 'eve@sky.example')
    const follow = (id: string, actor: string, state: 'pending' | 'accepted') => ({
      id,
      follower_id: suite.bob.uid,
      actor_uri: actor,
      follow_id: `https://quill.test/f/${id}`,
      state,
      created_at: minute(0),
    })
    await db
      .insertInto('remote_follows')
      .values([follow('f1', ADA, 'accepted'), follow('f2', EVE, 'pending')])
      .execute()
    await send('PUT', `/api/authors/${carol.uid}/follow`, bearer(suite.bob))
    // Minutes 1–9: local posts on odd minutes, Ada's on even ones, Eve's (pending) on each; two
    // at minute 10, one of each, so the cursor's id breaks the tie.
    for (let i = 1; i <= 10; i++) {
      if (i % 2 === 1 || i === 10) {
        const id = await publishPost(suite.t, carol, {
          postTitle: `local ${i}`,
          image: `${suite.t.config.publicUrl}/images/${'a'.repeat(64)}.webp`,
        })
        await db
          .updateTable('posts')
          .set({ created_at: minute(i) })
          .where('id', '=', id)
          .execute()
        await db
          .updateTable('post_tags')
          .set({ created_at: minute(i) })
          .where('id', '=', id)
          .execute()
        expected.push(id)
      }
      if (i % 2 === 0) {
        await remotePost(db, `ada${i}`, ADA, minute(i))
        expected.push(`ada${i}`)
      }
      await remotePost(db, `eve${i}`, EVE, minute(i))
    }
  }, 60_000)

  test('pages hold local and remote posts newest first, each once, under one cursor', async () => {
    const seen: { id: string; date: string; remote: boolean }[] = []
    let cursor: string | null = null
    do {
      const res = await send(
        'GET',
        `/api/feed/following?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        bearer(suite.bob),
      )
      expect(res.statusCode, res.body).toBe(200)
      const page = PostListSchema.parse(res.json())
      seen.push(...page.map((p) => ({ id: p._id, date: p.date, remote: !!p.remote })))
      cursor = nextCursorFromLink(res.headers.link as string | undefined)
    } while (cursor)
    expect(new Set(seen.map((s) => s.id)).size).toBe(seen.length)
    expect(seen).toHaveLength(expected.length)
    expect(seen.map((s) => s.id).sort()).toEqual([...expected].sort())
    // Newest first by (date, id) across both kinds; Eve's pending follow shows nothing.
    const keys = seen.map((s) => `${s.date}|${s.id}`)
    expect(keys).toEqual([...keys].sort().reverse())
    expect(seen.filter((s) => s.remote).map((s) => s.id)).toEqual([
      'ada10',
      'ada8',
      'ada6',
      'ada4',
      'ada2',
    ])
  })

  test('a remote post is a summary marked remote, with its original’s address', async () => {
    const res = await send('GET', '/api/feed/following?limit=20', bearer(suite.bob))
    const post = PostListSchema.parse(res.json()).find((p) => p._id === 'ada8')
    expect(post).toMatchObject({
      postTitle: 'ada8',
      postBody: 'Text of ada8',
      authorDisplayName: 'ada',
      tags: [],
      remote: {
        handle: 'ada@sea.example',
        instance: 'sea.example',
        url: `${ADA}/posts/ada8`,
      },
    })
    expect(post?.authorId).toBeUndefined()
  })

  test('the remote page reads each followed actor’s index, never the whole table', async () => {
    const page = { limit: 20, after: { createdAt: minute(9), id: 'zzz' } }
    const compiled = remoteFollowingQuery(db, suite.bob.uid, page).compile()
    if (dialect === 'postgres') {
      // A few rows: PostgreSQL would rightly scan them; the question is whether it can use the index.
      const plan = await db.connection().execute(async (conn) => {
        await conn.executeQuery(CompiledQuery.raw('set enable_seqscan = off'))
        const { rows } = await conn.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
        )
        await conn.executeQuery(CompiledQuery.raw('set enable_seqscan = on'))
        return rows.map((row) => row['QUERY PLAN']).join('\n')
      })
      expect(plan).toMatch(/remote_posts_by_actor/)
    } else {
      const { rows } = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      )
      const plan = rows.map((row) => row.detail).join('\n')
      expect(plan).not.toMatch(/SCAN remote_posts\b/)
      expect(plan).toContain('remote_posts_by_actor')
    }
  })
})
