// Issue 29 item 4 (ADR 0050), end to end between two real instances: B's person follows A's
// author by handle; A accepts; A's posts come into B's following feed marked remote, change
// there when edited, and leave it when deleted; unfollowing reaches A. Each instance listens on
// its own loopback address with FEDERATION_ALLOW_PRIVATE, so WebFinger, the actor, the signed
// deliveries and the job queue are all the real ones.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { PostListSchema } from '../../contract/posts'
import { RemoteFollowListSchema, remoteFollowMessages } from '../../contract/remote-follows'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, createUser, publishPost } from '../../tests/setup/users'
import { giveHandle } from './federation-test-kit'

const WAIT = { timeout: 20_000, interval: 200 }
const imageOn = (t: TestApp) => `${t.config.publicUrl}/images/${'a'.repeat(64)}.webp`

async function instance(dialect: 'sqlite' | 'postgres', address: string, port: number) {
  const t = await createTestApp(dialect, {
    PUBLIC_URL: `http://${address}:${port}`,
    FEDERATION_ALLOW_PRIVATE: 'true',
  })
  await t.app.listen({ host: address, port })
  return t
}

describe.each(testDialects())('following people on other servers, on %s', (dialect) => {
  // Ports of this file's own (3400–3499), apart per dialect: both may run in one process.
  const [portA, portB] = dialect === 'sqlite' ? [3411, 3412] : [3413, 3414]
  const hostA = `127.0.0.2:${portA}`
  let a: TestApp
  let b: TestApp
  let ada: TestUser
  let bob: TestUser
  beforeAll(async () => {
    ;[a, b] = await Promise.all([
      instance(dialect, '127.0.0.2', portA),
      instance(dialect, '127.0.0.3', portB),
    ])
    ada = await createUser(a, { name: 'Ada Moreno' })
    await giveHandle(a, ada, 'ada')
    bob = await createUser(b, { name: 'Bob Ng' })
  }, 60_000)
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()])
  })

  const follow = (handle: string, user = bob) =>
    b.app.inject({
      method: 'POST',
      url: '/api/remote-follows',
      headers: bearer(user),
      payload: { handle },
    })
  const following = async () => {
    const res = await b.app.inject({ url: '/api/remote-follows', headers: bearer(bob) })
    expect(res.statusCode, res.body).toBe(200)
    return RemoteFollowListSchema.parse(res.json())
  }
  const feed = async () => {
    const res = await b.app.inject({ url: '/api/feed/following', headers: bearer(bob) })
    expect(res.statusCode, res.body).toBe(200)
    return PostListSchema.parse(res.json())
  }

  test('someone without a handle is told to choose one first', async () => {
    const res = await follow(`@ada@${hostA}`)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      error: {
        code: 'handle_required',
        message: remoteFollowMessages.needHandle,
        fields: { handle: remoteFollowMessages.needHandle },
      },
    })
    await giveHandle(b, bob, 'bob')
  })

  test.each([
    ['no server', 'ada', 400, remoteFollowMessages.badHandle],
    ['a path', 'ada@example.com/x', 400, remoteFollowMessages.badHandle],
    ['this server', `@ada@127.0.0.3:${portB}`, 400, remoteFollowMessages.local],
    ['no such account', `@nobody@${hostA}`, 404, remoteFollowMessages.notFound],
    ['a server that is not there', '@ada@127.0.0.9:3499', 502, remoteFollowMessages.unreachable],
  ])('a handle with %s is a field message, never a 500', async (_case, handle, status, message) => {
    const res = await follow(handle)
    expect(res.statusCode, res.body).toBe(status)
    expect(res.json().error.fields).toEqual({ handle: message })
    expect(await following()).toEqual([])
  })

  test('a follow is pending, then accepted by their server', async () => {
    const res = await follow(`@ada@${hostA}`)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      handle: `ada@${hostA}`,
      name: 'Ada Moreno',
      state: 'pending',
      actorId: `http://${hostA}/ap/users/${ada.uid}`,
    })
    await vi.waitFor(async () => expect((await following())[0]?.state).toBe('accepted'), WAIT)
    const followers = await a.app.database.db
      .selectFrom('remote_followers')
      .select(['uid', 'actor_uri'])
      .execute()
    expect(followers).toEqual([
      { uid: ada.uid, actor_uri: `http://127.0.0.3:${portB}/ap/users/${bob.uid}` },
    ])
    // Again: the follow stands, once.
    const again = await follow(`ada@${hostA}`)
    expect(again.statusCode, again.body).toBe(200)
    expect(await following()).toHaveLength(1)
  }, 30_000)

  test('their posts come into the feed marked remote, merged with local ones, and change and go with the original', async () => {
    const carol = await createUser(b, { name: 'Carol' })
    const local = await publishPost(b, carol, {
      postTitle: 'Local and older',
      image: imageOn(b),
    })
    const put = await b.app.inject({
      method: 'PUT',
      url: `/api/authors/${carol.uid}/follow`,
      headers: bearer(bob),
    })
    expect(put.statusCode, put.body).toBe(200)

    const remoteId = await publishPost(a, ada, {
      postTitle: 'Tides & moons',
      postBody: 'The **moon** pulls <script>alert(1)</script> the sea.',
      image: imageOn(a),
    })
    await vi.waitFor(async () => expect((await feed()).length).toBe(2), WAIT)
    const [first, second] = await feed()
    expect(second?._id).toBe(local)
    expect(second?.remote).toBeUndefined()
    expect(first).toMatchObject({
      postTitle: 'Tides & moons',
      authorDisplayName: 'Ada Moreno',
      status: 'published',
      remote: { handle: `ada@${hostA}`, instance: hostA },
    })
    expect(first?.remote?.url).toMatch(new RegExp(`^http://${hostA}/post/${remoteId}/`))
    // Plain text only: A's HTML (<p>, <strong>, the escaped &lt;script&gt;) is text here, which
    // the client draws as text.
    expect(first?.postBody).toBe('The moon pulls <script>alert(1)</script> the sea.')
    const stored = await b.app.database.db.selectFrom('remote_posts').selectAll().execute()
    expect(stored.map((row) => row.content_text)).toEqual([first?.postBody])

    const edit = await a.app.inject({
      method: 'PUT',
      url: `/api/updatePost/${remoteId}`,
      headers: bearer(ada),
      payload: {
        postBody: { postTitle: 'Tides, edited', postBody: 'Still the sea.', image: imageOn(a) },
      },
    })
    expect(edit.statusCode, edit.body).toBe(200)
    await vi.waitFor(async () => expect((await feed())[0]?.postTitle).toBe('Tides, edited'), WAIT)

    const gone = await a.app.inject({
      method: 'DELETE',
      url: `/api/deletePost/${remoteId}`,
      headers: bearer(ada),
    })
    expect(gone.statusCode, gone.body).toBe(200)
    await vi.waitFor(async () => expect((await feed()).map((p) => p._id)).toEqual([local]), WAIT)
  }, 60_000)

  test('unfollowing leaves their server’s followers too; only one’s own follow can be undone', async () => {
    const [row] = await following()
    const mallory = await createUser(b)
    const theirs = await b.app.inject({
      method: 'DELETE',
      url: `/api/remote-follows/${row?.id}`,
      headers: bearer(mallory),
    })
    expect(theirs.json()).toEqual({ deletedCount: 0 })
    const res = await b.app.inject({
      method: 'DELETE',
      url: `/api/remote-follows/${row?.id}`,
      headers: bearer(bob),
    })
    expect(res.json()).toEqual({ deletedCount: 1 })
    expect(await following()).toEqual([])
    await vi.waitFor(async () => {
      const rows = await a.app.database.db.selectFrom('remote_followers').select('uid').execute()
      expect(rows).toEqual([])
    }, WAIT)
  }, 30_000)
})
