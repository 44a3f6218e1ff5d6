import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import {
  type TestUser,
  bearer,
  commentOn,
  createUser,
  publishPost,
  notificationsOf as readNotifications,
} from '../../tests/setup/users'

// Issue 26 item 2: `@handle` in a comment tells that person, once per comment.
describe.each(testDialects())('mentions on %s', (dialect) => {
  let t: TestApp
  let author: TestUser
  let rita: TestUser
  let sam: TestUser
  const suffix = Math.random().toString(36).slice(2, 8)
  const ritaHandle = `rita_${suffix}`
  const samHandle = `sam_${suffix}`
  beforeAll(async () => {
    t = await createTestApp(dialect)
    author = await createUser(t, { name: 'Post Author' })
    rita = await createUser(t, { name: 'Rita Reader' })
    sam = await createUser(t, { name: 'Sam Second' })
    for (const [user, handle] of [
      [rita, ritaHandle],
      [sam, samHandle],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: bearer(user),
        payload: { displayName: user.name, photoURL: '', handle },
      })
      expect(res.statusCode, res.body).toBe(200)
    }
  })
  afterAll(() => t.close())

  const notificationsOf = (user: TestUser) => readNotifications(t, user)

  test('a person named (twice, in any case) gets one mention notice; an unknown handle nobody', async () => {
    const postId = await publishPost(t, author, { postTitle: 'Tides' })
    const before = (await notificationsOf(rita)).length
    const comment = await commentOn(t, sam, {
      postId,
      comment: `Ask @${ritaHandle.toUpperCase()}, or @${ritaHandle} again, or @nobody_${suffix}`,
    })
    const after = await notificationsOf(rita)
    expect(after).toHaveLength(before + 1)
    expect(after[0]).toMatchObject({
      type: 'mention',
      title: 'Sam Second mentioned you',
      postId,
      actorId: sam.uid,
    })
    expect(after[0]?.detail).toMatch(/^Tides: Ask @/)
    // Deleting the comment takes its mention with it.
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/comment/${comment._id}`,
      headers: bearer(sam),
    })
    expect(res.statusCode).toBe(200)
    expect(await notificationsOf(rita)).toHaveLength(before)
  })

  test('naming yourself tells nobody; someone told of a reply is not told again of a mention', async () => {
    const postId = await publishPost(t, author)
    const samBefore = (await notificationsOf(sam)).length
    await commentOn(t, sam, { postId, comment: `Note to self @${samHandle}` })
    expect(await notificationsOf(sam)).toHaveLength(samBefore)

    const top = await commentOn(t, rita, { postId, comment: 'Top' })
    const ritaBefore = (await notificationsOf(rita)).length
    await commentOn(t, sam, { postId, comment: `@${ritaHandle} no`, parentId: top._id })
    const after = await notificationsOf(rita)
    expect(after).toHaveLength(ritaBefore + 1)
    expect(after[0]?.type).toBe('reply')
  })

  test('a retry of the same comment does not tell anyone twice', async () => {
    const postId = await publishPost(t, author)
    const before = (await notificationsOf(rita)).length
    const input = { postId, comment: `Hey @${ritaHandle}`, idempotencyKey: 'mention-key-012345678' }
    await commentOn(t, sam, input)
    await commentOn(t, sam, input)
    expect(await notificationsOf(rita)).toHaveLength(before + 1)
  })
})
