import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import {
  type TestUser,
  bearer,
  commentOn,
  createUser,
  notificationsOf,
  publishPost,
} from '../../tests/setup/users'

// Moderators learn of a report from their notifications (ADR 0043): a `review` notice each, read
// once nothing about its target is open any more, so the header's badge counts what still waits.
describe.each(testDialects())('moderators told of reports on %s', (dialect) => {
  let t: TestApp
  let mod: TestUser
  let otherMod: TestUser
  let unverifiedMod: TestUser
  let author: TestUser
  let reader: TestUser
  let secondReader: TestUser
  const tag = randomBytes(4).toString('hex')
  beforeAll(async () => {
    const emails = [`mod-${tag}@example.com`, `mod2-${tag}@example.com`, `mod3-${tag}@example.com`]
    t = await createTestApp(dialect, { MODERATOR_EMAILS: emails.join(',').toUpperCase() })
    mod = await createUser(t, { email: emails[0], name: 'Mod' })
    otherMod = await createUser(t, { email: emails[1], name: 'Other Mod' })
    unverifiedMod = await createUser(t, { email: emails[2], name: 'Mod3', verified: false })
    author = await createUser(t, { name: 'Author' })
    reader = await createUser(t, { name: 'Reader' })
    secondReader = await createUser(t, { name: 'Second Reader' })
  })
  afterAll(() => t.close())

  const send = (method: 'POST' | 'PUT', url: string, who: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) })
  const reviews = async (who: TestUser) =>
    (await notificationsOf(t, who)).filter((notice) => notice.type === 'review')

  test('each verified moderator gets a review notice at the comment, with the reason', async () => {
    const postId = await publishPost(t, author, { postTitle: 'Harbour notes' })
    const comment = await commentOn(t, author, { postId, comment: 'Cheap watches here' })
    const filed = await send('POST', '/api/reports', reader, {
      targetType: 'comment',
      targetId: comment._id,
      reason: 'Spam',
    })
    expect(filed.statusCode, filed.body).toBe(201)

    for (const who of [mod, otherMod]) {
      const [notice] = (await reviews(who)).filter((n) => n.commentId === comment._id)
      expect(notice).toMatchObject({
        type: 'review',
        title: 'A report waits for review',
        detail: 'Harbour notes: Spam',
        postId,
        postTitle: 'Harbour notes',
        read: false,
      })
      // The reporter stays unnamed to the moderators' notices.
      expect(notice?.actorId).toBeUndefined()
    }
    expect(await reviews(unverifiedMod)).toEqual([])
    expect(await reviews(reader)).toEqual([])
  })

  test('a review notice is read once its target has no open report left', async () => {
    const postId = await publishPost(t, author, { postTitle: 'Two reports' })
    const reasons = { reader: 'Off topic', secondReader: 'Rude' }
    const first = await send('POST', '/api/reports', reader, {
      targetType: 'post',
      targetId: postId,
      reason: reasons.reader,
    })
    await send('POST', '/api/reports', secondReader, {
      targetType: 'post',
      targetId: postId,
      reason: reasons.secondReader,
    })
    const unread = async () =>
      (await reviews(otherMod)).filter((n) => n.postId === postId && !n.read).length
    expect(await unread()).toBe(2)

    // One report dismissed: the other still waits, so both notices stay unread.
    const dismissed = await send(
      'PUT',
      `/api/moderation/reports/${first.json()._id}/dismissed`,
      mod,
    )
    expect(dismissed.statusCode, dismissed.body).toBe(200)
    expect(await unread()).toBe(2)

    const hidden = await send('PUT', `/api/post/${postId}/hidden`, mod, { hidden: true })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(await unread()).toBe(0)
    expect((await reviews(otherMod)).filter((n) => n.postId === postId)).toHaveLength(2)
  })

  test('a moderator who reports is not told of their own report', async () => {
    const postId = await publishPost(t, author, { postTitle: 'Moderator reads' })
    const filed = await send('POST', '/api/reports', mod, {
      targetType: 'post',
      targetId: postId,
      reason: 'Check this',
    })
    expect(filed.statusCode, filed.body).toBe(201)
    expect((await reviews(mod)).filter((n) => n.postId === postId)).toEqual([])
    expect((await reviews(otherMod)).filter((n) => n.postId === postId)).toHaveLength(1)
  })
})
