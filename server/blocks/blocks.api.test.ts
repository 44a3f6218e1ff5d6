import { beforeAll, describe, expect, test } from 'vitest'
import { BlockListSchema, blockMessages } from '../../contract/blocks'
import { CommentListSchema } from '../../contract/comments'
import { testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, commentOn, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

// Issue 26 item 3: a blocked person cannot reach the one who blocked them.
describe.each(testDialects())('blocks on %s', (dialect) => {
  const suite = appWithUsers(dialect, { grace: 'Grace', troll: 'Troll', other: 'Other' })
  const send = requestWith(suite)
  const handle = `grace_${Math.random().toString(36).slice(2, 8)}`
  beforeAll(async () => {
    const res = await send('PUT', '/api/profile', bearer(suite.grace), {
      displayName: 'Grace',
      photoURL: '',
      handle,
    })
    expect(res.statusCode, res.body).toBe(200)
  })

  const block = (method: 'PUT' | 'DELETE', who: TestUser, uid: string) =>
    send(method, `/api/blocks/${uid}`, bearer(who))
  const comment = (who: TestUser, payload: Record<string, unknown>) =>
    send('POST', '/api/comment', bearer(who), payload)

  test('PUT and DELETE /api/blocks/:uid are idempotent; GET /api/blocks lists one’s own', async () => {
    expect((await block('PUT', suite.grace, suite.troll.uid)).json()).toEqual({ blocked: true })
    expect((await block('PUT', suite.grace, suite.troll.uid)).json()).toEqual({ blocked: true })
    const list = await send('GET', '/api/blocks', bearer(suite.grace))
    expect(BlockListSchema.parse(list.json())).toEqual([
      expect.objectContaining({ uid: suite.troll.uid, name: 'Troll' }),
    ])
    const theirs = await send('GET', '/api/blocks', bearer(suite.troll))
    expect(theirs.json()).toEqual([])
    expect((await block('DELETE', suite.grace, suite.troll.uid)).json()).toEqual({ blocked: false })
    expect((await block('DELETE', suite.grace, suite.troll.uid)).json()).toEqual({ blocked: false })
  })

  test('blocking oneself is a 400, an unknown person a 404, and a visitor a 401', async () => {
    const self = await block('PUT', suite.grace, suite.grace.uid)
    expect(self.statusCode).toBe(400)
    expect(self.json().error.message).toBe(blockMessages.self)
    expect((await block('PUT', suite.grace, 'nobody-at-all')).statusCode).toBe(404)
    const visitor = await send('PUT', `/api/blocks/${suite.troll.uid}`)
    expect(visitor.statusCode).toBe(401)
  })

  test('the blocked cannot comment on, reply to, mention or like the blocker: 403, nothing stored', async () => {
    const postId = await publishPost(suite.t, suite.grace)
    const elsewhere = await publishPost(suite.t, suite.other)
    const graces = await commentOn(suite.t, suite.grace, { postId: elsewhere, comment: 'Mine' })
    await block('PUT', suite.grace, suite.troll.uid)
    const before = await suite.t.app.database.db.selectFrom('comments').select('id').execute()

    const onPost = await comment(suite.troll, { postId, comment: 'Hi' })
    expect(onPost.statusCode).toBe(403)
    expect(onPost.json().error).toEqual({ code: 'blocked', message: blockMessages.comment })
    const reply = await comment(suite.troll, {
      postId: elsewhere,
      comment: 'Hi',
      parentId: graces._id,
    })
    expect(reply.json().error.message).toBe(blockMessages.reply)
    const mention = await comment(suite.troll, { postId: elsewhere, comment: `Hey @${handle}` })
    expect(mention.statusCode).toBe(403)
    expect(mention.json().error.message).toBe(blockMessages.mention)
    const like = await send('PUT', `/api/post/${postId}/like`, bearer(suite.troll))
    expect(like.statusCode).toBe(403)
    expect(like.json().error.message).toBe(blockMessages.like)
    expect(await suite.t.app.database.db.selectFrom('comments').select('id').execute()).toEqual(
      before,
    )
    const likes = await suite.t.app.database.db.selectFrom('likes').selectAll().execute()
    expect(likes.filter((l) => JSON.stringify(l).includes(suite.troll.uid))).toEqual([])

    // Others are not held back; and the troll still writes on someone else's post.
    await commentOn(suite.t, suite.other, { postId, comment: 'Fine' })
    await commentOn(suite.t, suite.troll, { postId: elsewhere, comment: 'Elsewhere' })
    await block('DELETE', suite.grace, suite.troll.uid)
    await commentOn(suite.t, suite.troll, { postId, comment: 'Unblocked' })
  })

  test('the blocker sees the blocked person’s comments hidden; everyone else sees them', async () => {
    const postId = await publishPost(suite.t, suite.other)
    await commentOn(suite.t, suite.troll, { postId, comment: 'Rude words' })
    await block('PUT', suite.grace, suite.troll.uid)
    const seen = async (who?: TestUser) => {
      const res = await suite.t.app.inject({
        method: 'GET',
        url: `/api/comment/${postId}`,
        ...(who ? { headers: bearer(who) } : {}),
      })
      return CommentListSchema.parse(res.json())
    }
    expect(await seen(suite.grace)).toEqual([
      expect.objectContaining({ comment: '', hiddenReason: 'blocked', userId: suite.troll.uid }),
    ])
    expect(await seen(suite.other)).toEqual([expect.objectContaining({ comment: 'Rude words' })])
    expect((await seen())[0]).not.toHaveProperty('hiddenReason')
    await block('DELETE', suite.grace, suite.troll.uid)
  })
})
