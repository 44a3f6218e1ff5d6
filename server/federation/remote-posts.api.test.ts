// Issue 29 item 4 (ADR 0050): what of a followed actor's objects is kept. Only their own public
// posts (not replies), from their own server, while someone here follows them; an Update or a
// Delete by anyone else changes nothing.
import { Article, Note, PUBLIC_COLLECTION } from '@fedify/fedify'
import { Temporal } from '@js-temporal/polyfill'
import { beforeAll, describe, expect, test } from 'vitest'
import { testDialects } from '../../tests/setup/server'
import type { Db } from '../db/schema'
import { dropRemotePost, keepRemotePost } from './remote-posts'
import { appWithUsers } from '../../tests/setup/suite'

const ADA = 'https://sea.example/users/ada'
const EVE = 'https://sea.example/users/eve'
const AT = '2026-11-25T10:00:00.000Z'

function article(id: string, overrides: ConstructorParameters<typeof Article>[0] = {}) {
  return new Article({
    id: new URL(id),
    attribution: new URL(ADA),
    to: PUBLIC_COLLECTION,
    name: 'Tides',
    content: '<p>The <b>moon</b> &amp; the sea</p><script>alert(1)</script>',
    url: new URL(`${id}/page`),
    published: Temporal.Instant.from('2026-11-24T08:00:00Z'),
    ...overrides,
  })
}

describe.each(testDialects())('remote posts kept on %s', (dialect) => {
  const suite = appWithUsers(dialect, {})
  let db: Db
  const stored = () =>
    db
      .selectFrom('remote_posts')
      .select(['ap_id', 'title', 'content_text'])
      .orderBy('ap_id')
      .execute()
  beforeAll(async () => {
    db = suite.t.app.database.db
  })

  test('nothing is kept from someone nobody here follows', async () => {
    expect(await keepRemotePost(db, article('https://sea.example/a/1'), ADA, AT)).toBe(false)
    expect(await stored()).toEqual([])
  })

  test('a followed actor’s public post is kept as plain text, dated when published', async () => {
    await db
      .insertInto('remote_follows')
      .values({
        id: 'f1',
        follower_id: 'bob',
        actor_uri: ADA,
        follow_id: 'https://quill.test/ap/users/bob#follows/f1',
        state: 'pending',
        created_at: AT,
      })
      .execute()
    expect(await keepRemotePost(db, article('https://sea.example/a/1'), ADA, AT)).toBe(true)
    const row = await db.selectFrom('remote_posts').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      ap_id: 'https://sea.example/a/1',
      title: 'Tides',
      content_text: 'The moon & the sea',
      url: 'https://sea.example/a/1/page',
      image: '',
      created_at: '2026-11-24T08:00:00.000Z',
    })
  })

  test.each([
    ['on another server', article('https://elsewhere.example/a/2')],
    ['by someone else', article('https://sea.example/a/3', { attribution: new URL(EVE) })],
    ['to followers only', article('https://sea.example/a/4', { to: new URL(`${ADA}/followers`) })],
    [
      'a reply',
      new Note({
        id: new URL('https://sea.example/n/5'),
        attribution: new URL(ADA),
        to: PUBLIC_COLLECTION,
        replyTarget: new URL('https://else.example/n/1'),
        content: 'hi',
      }),
    ],
  ])('a post %s is not kept', async (_case, object) => {
    expect(await keepRemotePost(db, object, ADA, AT)).toBe(false)
    expect((await stored()).map((row) => row.ap_id)).toEqual(['https://sea.example/a/1'])
  })

  test('only its author changes or deletes it; a post dated far ahead is dated when it came', async () => {
    const changed = article('https://sea.example/a/1', { name: 'Changed by Eve' })
    expect(await keepRemotePost(db, changed, EVE, AT)).toBe(false)
    expect(await dropRemotePost(db, 'https://sea.example/a/1', EVE)).toBe(false)
    expect((await stored())[0]?.title).toBe('Tides')

    const edited = article('https://sea.example/a/1', { name: 'Tides, edited' })
    expect(await keepRemotePost(db, edited, ADA, AT)).toBe(true)
    expect((await stored())[0]?.title).toBe('Tides, edited')

    const ahead = article('https://sea.example/a/6', {
      published: Temporal.Instant.from('2030-01-01T00:00:00Z'),
    })
    expect(await keepRemotePost(db, ahead, ADA, AT)).toBe(true)
    const row = await db
      .selectFrom('remote_posts')
      .select('created_at')
      .where('ap_id', '=', 'https://sea.example/a/6')
      .executeTakeFirstOrThrow()
    expect(row.created_at).toBe(AT)

    expect(await dropRemotePost(db, 'https://sea.example/a/1', ADA)).toBe(true)
    expect((await stored()).map((r) => r.ap_id)).toEqual(['https://sea.example/a/6'])
  })
})
