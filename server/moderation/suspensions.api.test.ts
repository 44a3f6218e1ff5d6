// Moderation (ADR 0043): suspensions, dismissed reports, an author closing comments, spam brakes.
import { randomUUID } from 'node:crypto'
import { describe, expect, test, vi } from 'vitest'
import {
  NEW_ACCOUNT_LINKS_MAX,
  SuspensionListSchema,
  countLinks,
  moderationMessages,
} from '../../contract/moderation'
import { testDialects } from '../../tests/setup/server'
import {
  commentOn,
  commentsOf,
  createUser,
  notificationsOf,
  publishPost,
} from '../../tests/setup/users'
import { moderationSuite } from './moderation-suite'

describe.each(testDialects())('moderation on %s', (dialect) => {
  const suite = moderationSuite(dialect)
  const { inject, report } = suite

  test('a suspended account writes nothing (403 suspended) and its writing is hidden; lifted, it comes back', async () => {
    const person = await createUser(suite.t, { name: 'Soon suspended' })
    const postId = await publishPost(suite.t, person, { postTitle: 'Before the fall' })
    const elsewhere = await publishPost(suite.t, suite.author)
    await commentOn(suite.t, person, { postId: elsewhere, comment: 'I was here' })
    expect(
      (
        await inject('PUT', `/api/moderation/accounts/${person.uid}/suspended`, suite.reader, {
          suspended: true,
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await inject('PUT', `/api/moderation/accounts/${suite.mod.uid}/suspended`, suite.mod, {
          suspended: true,
        })
      ).statusCode,
    ).toBe(400)
    expect(
      (
        await inject('PUT', '/api/moderation/accounts/nobody-at-all/suspended', suite.mod, {
          suspended: true,
        })
      ).statusCode,
    ).toBe(404)
    const suspend = await inject(
      'PUT',
      `/api/moderation/accounts/${person.uid}/suspended`,
      suite.mod,
      {
        suspended: true,
      },
    )
    expect(suspend.json()).toEqual({ suspended: true })

    const write = await inject('POST', '/api/comment', person, {
      postId: elsewhere,
      comment: 'Again',
    })
    expect(write.statusCode).toBe(403)
    expect(write.json().error).toEqual({ code: 'suspended', message: moderationMessages.suspended })
    const post = await inject('POST', '/api/post', person, {
      postTitle: 'x',
      postBody: 'y',
      status: 'draft',
    })
    expect(post.statusCode).toBe(403)
    expect((await inject('GET', '/api/moderation/me', person)).json()).toEqual({
      moderator: false,
      suspended: true,
    })
    expect((await inject('GET', `/api/post/${postId}`)).statusCode).toBe(404)
    expect(await commentsOf(suite.t, elsewhere)).toEqual([])

    await inject('PUT', `/api/moderation/accounts/${person.uid}/suspended`, suite.mod, {
      suspended: false,
    })
    expect((await inject('GET', `/api/post/${postId}`)).statusCode).toBe(200)
    expect((await commentsOf(suite.t, elsewhere)).length).toBe(1)
    const again = await inject('POST', '/api/comment', person, {
      postId: elsewhere,
      comment: 'Back',
    })
    expect(again.statusCode).toBe(201)
  })

  test('a suspension keeps its reason; the moderators list the suspended, and Lift takes one off', async () => {
    const person = await createUser(suite.t, { name: 'Listed person' })
    const noReason = await inject(
      'PUT',
      `/api/moderation/accounts/${person.uid}/suspended`,
      suite.mod,
      {
        suspended: true,
        reason: '   ',
      },
    )
    expect(noReason.statusCode).toBe(400)
    const long = await inject(
      'PUT',
      `/api/moderation/accounts/${person.uid}/suspended`,
      suite.mod,
      {
        suspended: true,
        reason: 'x'.repeat(501),
      },
    )
    expect(long.statusCode).toBe(400)
    expect((await inject('GET', `/api/moderation/me`, person)).json().suspended).toBe(false)

    await inject('PUT', `/api/moderation/accounts/${person.uid}/suspended`, suite.mod, {
      suspended: true,
      reason: '  Spam links in every comment ',
    })
    expect((await inject('GET', '/api/moderation/suspensions', suite.reader)).statusCode).toBe(403)
    const listed = await inject('GET', '/api/moderation/suspensions', suite.mod)
    expect(listed.statusCode).toBe(200)
    const entry = SuspensionListSchema.parse(listed.json()).find((s) => s.uid === person.uid)
    expect(entry).toMatchObject({
      name: 'Listed person',
      reason: 'Spam links in every comment',
      suspendedBy: suite.mod.name,
    })

    await inject('PUT', `/api/moderation/accounts/${person.uid}/suspended`, suite.mod, {
      suspended: false,
    })
    const after = SuspensionListSchema.parse(
      (await inject('GET', '/api/moderation/suspensions', suite.mod)).json(),
    )
    expect(after.some((s) => s.uid === person.uid)).toBe(false)
  })

  test('a report dismissed leaves its target and tells the reporter', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Fine post' })
    const made = await report(suite.reader, {
      targetType: 'post',
      targetId: postId,
      reason: 'I disagree',
    })
    const { _id } = made.json() as { _id: string }
    expect(
      (await inject('PUT', `/api/moderation/reports/${_id}/dismissed`, suite.reader)).statusCode,
    ).toBe(403)
    const dismissed = await inject('PUT', `/api/moderation/reports/${_id}/dismissed`, suite.mod)
    expect(dismissed.statusCode).toBe(200)
    expect(
      (await inject('PUT', `/api/moderation/reports/${_id}/dismissed`, suite.mod)).statusCode,
    ).toBe(404)
    expect((await notificationsOf(suite.t, suite.reader))[0]).toMatchObject({
      type: 'report',
      detail: 'Fine post: the post you reported stays',
    })
    // Handled, the same person may report it again.
    expect(
      (await report(suite.reader, { targetType: 'post', targetId: postId, reason: 'Still' }))
        .statusCode,
    ).toBe(201)
  })

  test('a post’s author hides comments on it and closes them: "Comments are closed" (403)', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const comment = await commentOn(suite.t, suite.troll, { postId, comment: 'Off topic' })
    const hide = await inject('PUT', `/api/comment/${comment._id}/hidden`, suite.author, {
      hidden: true,
    })
    expect(hide.json()).toEqual({ hidden: true, reason: 'author' })
    expect(await commentsOf(suite.t, postId)).toEqual([])
    const own = (await inject('GET', `/api/comment/${postId}`, suite.author)).json()
    expect(own).toEqual([expect.objectContaining({ hidden: 'author' })])
    // Someone else's post's comment: not theirs to hide.
    const other = await publishPost(suite.t, suite.reader)
    const elsewhere = await commentOn(suite.t, suite.troll, { postId: other, comment: 'Hello' })
    expect(
      (await inject('PUT', `/api/comment/${elsewhere._id}/hidden`, suite.author, { hidden: true }))
        .statusCode,
    ).toBe(403)

    expect(
      (
        await inject('PUT', `/api/post/${postId}/comments-enabled`, suite.reader, {
          enabled: false,
        })
      ).statusCode,
    ).toBe(403)
    const close = await inject('PUT', `/api/post/${postId}/comments-enabled`, suite.author, {
      enabled: false,
    })
    expect(close.json()).toEqual({ enabled: false })
    expect((await inject('GET', `/api/post/${postId}`)).json()).toMatchObject({
      commentsEnabled: false,
    })
    const refused = await inject('POST', '/api/comment', suite.reader, { postId, comment: 'Late' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe('Comments are closed')
    expect((await commentsOf(suite.t, postId)).length).toBe(0)
    await inject('PUT', `/api/post/${postId}/comments-enabled`, suite.author, { enabled: true })
    expect(
      (await inject('POST', '/api/comment', suite.reader, { postId, comment: 'Late' })).statusCode,
    ).toBe(201)
  })

  test('spam brakes: an account younger than a day puts at most 2 links in a comment; an older one more', async () => {
    expect(NEW_ACCOUNT_LINKS_MAX).toBe(2)
    const postId = await publishPost(suite.t, suite.author)
    const young = await createUser(suite.t, { name: 'Young' })
    const three = 'See https://a.example, http://b.example and www.c-example.com'
    expect(countLinks(three)).toBe(3)
    const refused = await inject('POST', '/api/comment', young, { postId, comment: three })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toMatchObject({
      message: moderationMessages.tooManyLinks,
      fields: { comment: moderationMessages.tooManyLinks },
    })
    const two = 'See https://a.example and https://b.example'
    expect((await inject('POST', '/api/comment', young, { postId, comment: two })).statusCode).toBe(
      201,
    )
    const old = vi
      .spyOn(suite.t.app.identity, 'accountCreatedAt')
      .mockResolvedValue('2020-01-01T00:00:00.000Z')
    try {
      expect(
        (await inject('POST', '/api/comment', young, { postId, comment: three })).statusCode,
      ).toBe(201)
    } finally {
      old.mockRestore()
    }
  })

  test('spam brakes: the same text twice in a minute by one person is refused (429), a retry with its key is not', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const elsewhere = await publishPost(suite.t, suite.author)
    const first = await inject('POST', '/api/comment', suite.reader, {
      postId,
      comment: 'Same words',
    })
    expect(first.statusCode).toBe(201)
    const again = await inject('POST', '/api/comment', suite.reader, {
      postId: elsewhere,
      comment: 'Same words',
    })
    expect(again.statusCode).toBe(429)
    expect(again.json().error).toEqual({
      code: 'rate_limited',
      message: moderationMessages.repeated,
    })
    // Someone else may say it.
    expect(
      (await inject('POST', '/api/comment', suite.troll, { postId, comment: 'Same words' }))
        .statusCode,
    ).toBe(201)
    const keyed = { postId, comment: 'Keyed words', idempotencyKey: randomUUID() }
    const made = await inject('POST', '/api/comment', suite.reader, keyed)
    const retried = await inject('POST', '/api/comment', suite.reader, keyed)
    expect(retried.statusCode).toBe(201)
    expect(retried.json()._id).toBe(made.json()._id)
    // A minute later it may be said again: the first one is moved a minute back.
    await suite.t.app.database.db
      .updateTable('comments')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .where('user_id', '=', suite.reader.uid)
      .where('body', '=', 'Same words')
      .execute()
    const later = await inject('POST', '/api/comment', suite.reader, {
      postId: elsewhere,
      comment: 'Same words',
    })
    expect(later.statusCode).toBe(201)
  })
})
