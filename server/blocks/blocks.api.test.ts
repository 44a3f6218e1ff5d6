import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BlockListSchema, blockMessages } from '../../contract/blocks'
import { CommentListSchema } from '../../contract/comments'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, commentOn, createUser, publishPost } from '../../tests/setup/users'

// Issue 26 item 3: a blocked person cannot reach the one who blocked them.
describe.each(testDialects())('blocks on %s', (dialect) => {
  let t: TestApp
  let grace: TestUser
  let troll: TestUser
  let other: TestUser
  const handle = `grace_${Math.random().toString(36).slice(2, 8)}`
  beforeAll(async () => {
    t = await createTestApp(dialect)
    grace = await createUser(t, { name: 'Grace' })
    troll = await createUser(t, { name: 'Troll' })
    other = await createUser(t, { name: 'Other' })
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(grace),
      payload: { displayName: 'Grace', photoURL: '', handle },
    })
    expect(res.statusCode, res.body).toBe(200)
  })
  afterAll(() => t.close())

  const block = (method: 'PUT' | 'DELETE', who: TestUser, uid: string) =>
    t.app.inject({ method, url: `/api/blocks/${uid}`, headers: bearer(who) })
  const comment = (who: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/comment', headers: bearer(who), payload })

  test('PUT and DELETE /api/blocks/:uid are idempotent; GET /api/blocks lists one’s own', async () => {
    expect((await block('PUT', grace, troll.uid)).json()).toEqual({ blocked: true })
    expect((await block('PUT', grace, troll.uid)).json()).toEqual({ blocked: true })
    const list = await t.app.inject({ method: 'GET', url: '/api/blocks', headers: bearer(grace) })
    expect(BlockListSchema.parse(list.json())).toEqual([
      expect.objectContaining({ uid: troll.uid, name: 'Troll' }),
    ])
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/blocks',
      headers: bearer(troll),
    })
    expect(theirs.json()).toEqual([])
    expect((await block('DELETE', grace, troll.uid)).json()).toEqual({ blocked: false })
    expect((await block('DELETE', grace, troll.uid)).json()).toEqual({ blocked: false })
  })

  test('blocking oneself is a 400, an unknown person a 404, and a visitor a 401', async () => {
    const self = await block('PUT', grace, grace.uid)
    expect(self.statusCode).toBe(400)
    expect(self.json().error.message).toBe(blockMessages.self)
    expect((await block('PUT', grace, 'nobody-at-all')).statusCode).toBe(404)
    const visitor = await t.app.inject({ method: 'PUT', url: `/api/blocks/${troll.uid}` })
    expect(visitor.statusCode).toBe(401)
  })

  test('the blocked cannot comment on, reply to, mention or like the blocker: 403, nothing stored', async () => {
    const postId = await publishPost(t, grace)
    const elsewhere = await publishPost(t, other)
    const graces = await commentOn(t, grace, { postId: elsewhere, comment: 'Mine' })
    await block('PUT', grace, troll.uid)
    const before = await t.app.database.db.selectFrom('comments').select('id').execute()

    const onPost = await comment(troll, { postId, comment: 'Hi' })
    expect(onPost.statusCode).toBe(403)
    expect(onPost.json().error).toEqual({ code: 'blocked', message: blockMessages.comment })
    const reply = await comment(troll, { postId: elsewhere, comment: 'Hi', parentId: graces._id })
    expect(reply.json().error.message).toBe(blockMessages.reply)
    const mention = await comment(troll, { postId: elsewhere, comment: `Hey @${handle}` })
    expect(mention.statusCode).toBe(403)
    expect(mention.json().error.message).toBe(blockMessages.mention)
    const like = await t.app.inject({
      method: 'PUT',
      url: `/api/post/${postId}/like`,
      headers: bearer(troll),
    })
    expect(like.statusCode).toBe(403)
    expect(like.json().error.message).toBe(blockMessages.like)
    expect(await t.app.database.db.selectFrom('comments').select('id').execute()).toEqual(before)
    const likes = await t.app.database.db.selectFrom('likes').selectAll().execute()
    expect(likes.filter((l) => JSON.stringify(l).includes(troll.uid))).toEqual([])

    // Others are not held back; and the troll still writes on someone else's post.
    await commentOn(t, other, { postId, comment: 'Fine' })
    await commentOn(t, troll, { postId: elsewhere, comment: 'Elsewhere' })
    await block('DELETE', grace, troll.uid)
    await commentOn(t, troll, { postId, comment: 'Unblocked' })
  })

  test('the blocker sees the blocked person’s comments hidden; everyone else sees them', async () => {
    const postId = await publishPost(t, other)
    await commentOn(t, troll, { postId, comment: 'Rude words' })
    await block('PUT', grace, troll.uid)
    const seen = async (who?: TestUser) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/comment/${postId}`,
        ...(who ? { headers: bearer(who) } : {}),
      })
      return CommentListSchema.parse(res.json())
    }
    expect(await seen(grace)).toEqual([
      expect.objectContaining({ comment: '', hiddenReason: 'blocked', userId: troll.uid }),
    ])
    expect(await seen(other)).toEqual([expect.objectContaining({ comment: 'Rude words' })])
    expect((await seen())[0]).not.toHaveProperty('hiddenReason')
    await block('DELETE', grace, troll.uid)
  })
})
