import { beforeAll, describe, expect, test } from 'vitest'
import { testDialects } from '../../tests/setup/server'
import { bearer, commentOn, publishPost } from '../../tests/setup/users'
import { THREAD_USERS, commentsSuite } from './comments-suite'

// Issue 26 item 2: `@handle` in a comment tells that person, once per comment.
describe.each(testDialects())('mentions on %s', (dialect) => {
  const { suite, send, notificationsOf } = commentsSuite(dialect, THREAD_USERS)
  const suffix = Math.random().toString(36).slice(2, 8)
  const ritaHandle = `rita_${suffix}`
  const samHandle = `sam_${suffix}`
  beforeAll(async () => {
    for (const [user, handle] of [
      [suite.rita, ritaHandle],
      [suite.sam, samHandle],
    ] as const) {
      const res = await send('PUT', '/api/profile', bearer(user), {
        displayName: user.name,
        photoURL: '',
        handle,
      })
      expect(res.statusCode, res.body).toBe(200)
    }
  })

  test('a person named (twice, in any case) gets one mention notice; an unknown handle nobody', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Tides' })
    const before = (await notificationsOf(suite.rita)).length
    const comment = await commentOn(suite.t, suite.sam, {
      postId,
      comment: `Ask @${ritaHandle.toUpperCase()}, or @${ritaHandle} again, or @nobody_${suffix}`,
    })
    const after = await notificationsOf(suite.rita)
    expect(after).toHaveLength(before + 1)
    expect(after[0]).toMatchObject({
      type: 'mention',
      title: 'Sam Second mentioned you',
      postId,
      actorId: suite.sam.uid,
    })
    expect(after[0]?.detail).toMatch(/^Tides: Ask @/)
    // Deleting the comment takes its mention with it.
    const res = await send('DELETE', `/api/comment/${comment._id}`, bearer(suite.sam))
    expect(res.statusCode).toBe(200)
    expect(await notificationsOf(suite.rita)).toHaveLength(before)
  })

  test('naming yourself tells nobody; someone told of a reply is not told again of a mention', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const samBefore = (await notificationsOf(suite.sam)).length
    await commentOn(suite.t, suite.sam, { postId, comment: `Note to self @${samHandle}` })
    expect(await notificationsOf(suite.sam)).toHaveLength(samBefore)

    const top = await commentOn(suite.t, suite.rita, { postId, comment: 'Top' })
    const ritaBefore = (await notificationsOf(suite.rita)).length
    await commentOn(suite.t, suite.sam, { postId, comment: `@${ritaHandle} no`, parentId: top._id })
    const after = await notificationsOf(suite.rita)
    expect(after).toHaveLength(ritaBefore + 1)
    expect(after[0]?.type).toBe('reply')
  })

  test('a retry of the same comment does not tell anyone twice', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const before = (await notificationsOf(suite.rita)).length
    const input = { postId, comment: `Hey @${ritaHandle}`, idempotencyKey: 'mention-key-012345678' }
    await commentOn(suite.t, suite.sam, input)
    await commentOn(suite.t, suite.sam, input)
    expect(await notificationsOf(suite.rita)).toHaveLength(before + 1)
  })
})
