// What a validly signed but hostile actor on another server sends (ADR 0054): a name of
// 100,000 characters with bidi overrides, line breaks and control characters, a `javascript:`
// profile URL, and activities whose objects cannot be fetched. Its name is kept by our own
// people's name rules, its URL only if it is http(s), and what its server cannot give is taken
// (202) with nothing kept, never a 500.
import { exportSpki, generateCryptoKeyPair, signRequest } from '@fedify/fedify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DISPLAY_NAME_MAX } from '../../contract/profiles'
import { type HostileServer, startHostileServer } from '../../tests/setup/hostile-server'
import { testDialects } from '../../tests/setup/server'
import { type Instance, imageOn, startInstance } from '../../tests/setup/two-instances'
import { type TestUser, createUser, notificationsOf, publishPost } from '../../tests/setup/users'
import { giveHandle } from './federation-test-kit'

// Control characters are what this looks for.
// eslint-disable-next-line no-control-regex
const UNSEEN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/

describe.each(testDialects())('a hostile actor on %s', (dialect) => {
  let open: Instance
  let hostile: HostileServer
  let bea: TestUser
  let article: string
  let actor: string
  const keys = generateCryptoKeyPair('RSASSA-PKCS1-v1_5')

  beforeAll(async () => {
    hostile = await startHostileServer()
    open = await startInstance(dialect, '127.0.0.6')
    bea = await createUser(open, { name: 'Bea Lind' })
    await giveHandle(open, bea, 'bea')
    const postId = await publishPost(open, bea, { image: imageOn(open) })
    article = `${open.origin}/ap/posts/${postId}`
    actor = `http://127.0.0.1:${hostile.port}/mallory`
    hostile.serve('/mallory', {
      '@context': ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'],
      id: actor,
      type: 'Person',
      preferredUsername: 'mal\u202elory\r\nroot',
      name: `\u202e${'A'.repeat(100_000)}\r\n\u0007\u001b[31m`,
      url: 'javascript:alert(1)',
      inbox: `${actor}/inbox`,
      publicKey: {
        id: `${actor}#main-key`,
        owner: actor,
        publicKeyPem: await exportSpki((await keys).publicKey),
      },
    })
    hostile.serve('/gone', { error: 'Not found' }, 404)
  }, 60_000)
  afterAll(async () => {
    await open?.close()
    await hostile?.close()
  })

  async function mallorySends(activity: Record<string, unknown>) {
    const body = JSON.stringify({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${actor}/activities/${Math.random()}`,
      actor,
      ...activity,
    })
    const inbox = `${open.origin}/ap/inbox`
    const request = new Request(inbox, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body,
    })
    const signed = await signRequest(request, (await keys).privateKey, new URL(`${actor}#main-key`))
    return fetch(inbox, { method: 'POST', headers: signed.headers, body })
  }

  test('a name of 100,000 characters, bidi overrides and line breaks is kept by our name rules; a javascript: URL is not kept', async () => {
    const res = await mallorySends({ type: 'Like', object: article })
    expect(res.status, await res.text()).toBe(202)
    const row = await open.app.database.db
      .selectFrom('remote_actors')
      .select(['name', 'handle', 'url'])
      .where('uri', '=', actor)
      .executeTakeFirstOrThrow()
    expect(row.name).toBe('A'.repeat(DISPLAY_NAME_MAX))
    expect(row.handle).toBe(`malloryroot@127.0.0.1:${hostile.port}`)
    expect(row.url).toBe(actor)
    const [notice] = await notificationsOf(open, bea)
    expect(JSON.stringify(notice)).not.toMatch(UNSEEN)
    expect(JSON.stringify(notice).length).toBeLessThan(2_000)
  })

  test('a javascript: URL kept before the check is never shown: a remote comment links to the actor', async () => {
    await open.app.database.db
      .updateTable('remote_actors')
      .set({ url: 'javascript:alert(1)', icon: 'javascript:alert(2)' })
      .where('uri', '=', actor)
      .execute()
    const res = await mallorySends({
      type: 'Create',
      object: {
        type: 'Note',
        id: `${actor}/notes/1`,
        attributedTo: actor,
        inReplyTo: article,
        content: '<p>Hello from elsewhere</p>',
        to: 'https://www.w3.org/ns/activitystreams#Public',
      },
    })
    expect(res.status, await res.text()).toBe(202)
    const postId = article.split('/').at(-1)
    const comments = (await open.app.inject({ url: `/api/comment/${postId}` })).json() as {
      comment: string
      remote?: { url: string }
    }[]
    const remote = comments.find((c) => c.comment === 'Hello from elsewhere')
    expect(remote?.remote?.url).toBe(actor)
    expect(JSON.stringify(comments)).not.toContain('javascript:')
  })

  test('activities whose object cannot be fetched are taken, and nothing is kept', async () => {
    const gone = `http://127.0.0.1:${hostile.port}/gone`
    const comments = async () =>
      (await open.app.database.db.selectFrom('comments').select('id').execute()).length
    const before = await comments()
    for (const activity of [
      { type: 'Create', object: gone },
      { type: 'Update', object: gone },
      { type: 'Undo', object: gone },
      { type: 'Create', object: `http://[::ffff:7f00:1]:${hostile.port}/gone` },
    ]) {
      const res = await mallorySends(activity)
      expect(res.status, `${activity.type} ${activity.object}: ${await res.text()}`).toBe(202)
    }
    expect(await comments()).toBe(before)
  })
})
