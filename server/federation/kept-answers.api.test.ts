// ActivityPub's reads are kept like the API's public reads (ADR 0053), and never outlive a
// write: whatever a post's publication, edit, unpublishing, deletion or scheduled time, or a
// change of its author's name, handle, bio or photo, the next actor, outbox or article answered
// shows it, on either database; on PostgreSQL, another instance within the window of ADR 0035.
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { type TestApp, testDialects } from '../../tests/setup/server'
import { bearer, postInput, publishPost } from '../../tests/setup/users'
import { getAs, giveHandle } from './federation-test-kit'
import { appWithUsers, requestWith } from '../../tests/setup/suite'
import { keptPair, keptWindow } from '../../tests/setup/one-postgres'

interface Page {
  orderedItems?: { object: { id: string; name: string } }[]
}

describe.each(testDialects())('kept ActivityPub answers on %s', (dialect) => {
  const suite = appWithUsers(dialect, { ada: 'Ada Moreno' })
  const send = requestWith(suite)
  let first: string
  beforeAll(async () => {
    await giveHandle(suite.t, suite.ada, 'ada', { bio: 'Tides.' })
    first = await publishPost(suite.t, suite.ada, { postTitle: 'First tide' })
  })

  const actor = () => `/ap/users/${suite.ada.uid}`
  const outbox = () => `/ap/users/${suite.ada.uid}/outbox`
  const article = (id: string) => `/ap/posts/${id}`
  /** Asked twice: from the second answer on, the server keeps it (ADR 0026). */
  const kept = async (url: string) => {
    await getAs(suite.t, url)
    return getAs(suite.t, url)
  }
  const titles = async () =>
    ((await getAs(suite.t, `${outbox()}?cursor=0`)) as Page).orderedItems?.map(
      (c) => c.object.name,
    ) ?? []
  const keepAll = async (postId: string) => {
    await kept(actor())
    await kept(outbox())
    await kept(`${outbox()}?cursor=0`)
    await kept(article(postId))
  }
  const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await send(method, url, bearer(suite.ada), payload)
    expect(res.statusCode, res.body).toBeLessThan(300)
    return res
  }
  const status = async (url: string) =>
    (await send('GET', url, { accept: 'application/activity+json' })).statusCode

  test('an answer asked twice is kept: a change behind the server’s back shows only after a write', async () => {
    await keepAll(first)
    const { db } = suite.t.app.database
    await db
      .updateTable('posts')
      .set({ title: 'Changed by hand' })
      .where('id', '=', first)
      .execute()
    expect((await getAs(suite.t, article(first))).name).toBe('First tide')
    expect(await titles()).toEqual(['First tide'])
    // Any write drops what is kept (here one made outside a request, as a job's).
    suite.t.app.publicAnswersChanged()
    expect((await getAs(suite.t, article(first))).name).toBe('Changed by hand')
    await db.updateTable('posts').set({ title: 'First tide' }).where('id', '=', first).execute()
    suite.t.app.publicAnswersChanged()
  })

  test('a query parameter Fedify does not read makes no new answer, and no link of it', async () => {
    const page = await kept(`${outbox()}?cursor=0`)
    const padded = await getAs(suite.t, `${outbox()}?cursor=0&pad=${'x'.repeat(500)}`)
    expect(padded).toEqual(page)
    expect(JSON.stringify(await getAs(suite.t, `${outbox()}?pad=1&cursor=0&n=2`))).not.toContain(
      'pad',
    )
  })

  test('a post published, edited, unpublished and deleted shows at once', async () => {
    await keepAll(first)
    const id = await publishPost(suite.t, suite.ada, { postTitle: 'Second tide' })
    expect(await titles()).toEqual(['Second tide', 'First tide'])
    expect((await getAs(suite.t, outbox())).totalItems).toBe(2)

    await keepAll(id)
    await write('PUT', `/api/updatePost/${id}`, {
      postBody: postInput({ postTitle: 'Second tide, edited' }),
    })
    expect(await titles()).toEqual(['Second tide, edited', 'First tide'])
    expect((await getAs(suite.t, article(id))).name).toBe('Second tide, edited')

    await keepAll(id)
    await write('PUT', `/api/updatePost/${id}`, {
      postBody: { ...postInput({ postTitle: 'Second tide, edited' }), status: 'draft' },
    })
    expect(await titles()).toEqual(['First tide'])
    expect(await status(article(id))).toBe(404)
    expect((await getAs(suite.t, outbox())).totalItems).toBe(1)

    await keepAll(first)
    await write('DELETE', `/api/deletePost/${first}`)
    expect(await titles()).toEqual([])
    expect(await status(article(first))).toBe(404)
    expect((await getAs(suite.t, outbox())).totalItems).toBe(0)
  })

  test('a scheduled post shows in the kept outbox once its time comes', async () => {
    await kept(`${outbox()}?cursor=0`)
    const publishAt = new Date(Date.now() + 1_500).toISOString()
    await write('POST', '/api/post', {
      ...postInput({ postTitle: 'Out with the tide' }),
      status: 'scheduled',
      publishAt,
    })
    expect(await titles()).not.toContain('Out with the tide')
    await vi.waitFor(async () => expect(await titles()).toContain('Out with the tide'), {
      timeout: 15_000,
      interval: 100,
    })
  })

  test('the actor shows a new name, handle, bio and photo at once', async () => {
    const host = new URL(suite.t.config.publicUrl).host
    const finger = `/.well-known/webfinger?resource=${encodeURIComponent(`acct:ada@${host}`)}`
    await kept(actor())
    expect([await status(finger), await status(finger)]).toEqual([200, 200])
    await write('PUT', '/api/profile', {
      displayName: 'Ada Lovelace',
      handle: 'lovelace',
      bio: 'Engines.',
      photoURL: 'https://images.example/ada.webp',
    })
    const person = await getAs(suite.t, actor())
    expect(person).toMatchObject({
      name: 'Ada Lovelace',
      preferredUsername: 'lovelace',
      summary: '<p>Engines.</p>',
      icon: { url: 'https://images.example/ada.webp' },
    })
    expect(await status(finger)).toBe(404)
    expect(await status(finger.replace('ada%40', 'lovelace%40'))).toBe(200)
  })
})

if (testDialects().includes('postgres')) {
  describe('kept ActivityPub answers across two instances on one PostgreSQL', () => {
    const pair = keptPair('Kept')
    beforeAll(() => giveHandle(pair.a, pair.author, 'kept'))

    const newest = async (on: TestApp) => {
      // inject() answers a kept page without I/O: let the event loop reach the NOTIFY.
      await new Promise((resolve) => setImmediate(resolve))
      const page = (await getAs(on, `/ap/users/${pair.author.uid}/outbox?cursor=0`)) as Page
      return page.orderedItems?.[0]?.object.name
    }

    test('a post published on A shows in B’s kept outbox within the window', async () => {
      // The window of ADR 0035 (p50 7–10 ms, its test's bound 250 ms).
      for (let round = 0; round < 5; round++) await keptWindow(pair, newest, 250)
    })
  })
}
