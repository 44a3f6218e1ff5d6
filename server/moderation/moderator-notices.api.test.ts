import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { testDialects } from '../../tests/setup/server'
import {
  type TestUser,
  bearer,
  commentOn,
  notificationsOf,
  publishPost,
} from '../../tests/setup/users'
import { appWithUsers } from '../../tests/setup/suite'

// Moderators learn of a report from their notifications (ADR 0043): a `review` notice each, read
// once nothing about its target is open any more, so the header's badge counts what still waits.
describe.each(testDialects())('moderators told of reports on %s', (dialect) => {
  const tag = randomBytes(4).toString('hex')
  const emails = [`mod-${tag}@example.com`, `mod2-${tag}@example.com`, `mod3-${tag}@example.com`]
  const suite = appWithUsers(
    dialect,
    {
      mod: { email: emails[0], name: 'Mod' },
      otherMod: { email: emails[1], name: 'Other Mod' },
      unverifiedMod: { email: emails[2], name: 'Mod3', verified: false },
      author: 'Author',
      reader: 'Reader',
      secondReader: 'Second Reader',
    },
    { MODERATOR_EMAILS: emails.join(',').toUpperCase() },
  )

  const send = (method: 'POST' | 'PUT', url: string, who: TestUser, payload?: object) =>
    suite.t.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) })
  const reviews = async (who: TestUser) =>
    (await notificationsOf(suite.t, who)).filter((notice) => notice.type === 'review')

  test('each verified moderator gets a review notice at the comment, with the reason', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Harbour notes' })
    const comment = await commentOn(suite.t, suite.author, {
      postId,
      comment: 'Cheap watches here',
    })
    const filed = await send('POST', '/api/reports', suite.reader, {
      targetType: 'comment',
      targetId: comment._id,
      reason: 'Spam',
    })
    expect(filed.statusCode, filed.body).toBe(201)

    for (const who of [suite.mod, suite.otherMod]) {
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
    expect(await reviews(suite.unverifiedMod)).toEqual([])
    expect(await reviews(suite.reader)).toEqual([])
  })

  test('a review notice is read once its target has no open report left', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Two reports' })
    const reasons = { reader: 'Off topic', secondReader: 'Rude' }
    const first = await send('POST', '/api/reports', suite.reader, {
      targetType: 'post',
      targetId: postId,
      reason: reasons.reader,
    })
    await send('POST', '/api/reports', suite.secondReader, {
      targetType: 'post',
      targetId: postId,
      reason: reasons.secondReader,
    })
    const unread = async () =>
      (await reviews(suite.otherMod)).filter((n) => n.postId === postId && !n.read).length
    expect(await unread()).toBe(2)

    // One report dismissed: the other still waits, so both notices stay unread.
    const dismissed = await send(
      'PUT',
      `/api/moderation/reports/${first.json()._id}/dismissed`,
      suite.mod,
    )
    expect(dismissed.statusCode, dismissed.body).toBe(200)
    expect(await unread()).toBe(2)

    const hidden = await send('PUT', `/api/post/${postId}/hidden`, suite.mod, { hidden: true })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(await unread()).toBe(0)
    expect((await reviews(suite.otherMod)).filter((n) => n.postId === postId)).toHaveLength(2)
  })

  test('a moderator who reports is not told of their own report', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Moderator reads' })
    const filed = await send('POST', '/api/reports', suite.mod, {
      targetType: 'post',
      targetId: postId,
      reason: 'Check this',
    })
    expect(filed.statusCode, filed.body).toBe(201)
    expect((await reviews(suite.mod)).filter((n) => n.postId === postId)).toEqual([])
    expect((await reviews(suite.otherMod)).filter((n) => n.postId === postId)).toHaveLength(1)
  })
})
