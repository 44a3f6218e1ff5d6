import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import {
  NEW_ACCOUNT_LINKS_MAX,
  SuspensionListSchema,
  countLinks,
  moderationMessages,
} from '../../contract/moderation'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import {
  type TestUser,
  bearer,
  commentOn,
  commentsOf,
  createUser,
  notificationsOf,
  publishPost,
} from '../../tests/setup/users'

// Issue 26 items 4 and 5: reports, moderators (MODERATOR_EMAILS, verified), hiding, suspensions,
// and a post's author hiding comments and closing them.
describe.each(testDialects())('moderation on %s', (dialect) => {
  let t: TestApp
  let mod: TestUser
  let unverifiedMod: TestUser
  let author: TestUser
  let reader: TestUser
  let troll: TestUser
  const tag = randomBytes(4).toString('hex')
  const modEmail = `mod-${tag}@example.com`
  const unverifiedEmail = `mod2-${tag}@example.com`
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      MODERATOR_EMAILS: `${modEmail.toUpperCase()},${unverifiedEmail}`,
    })
    mod = await createUser(t, { email: modEmail, name: 'Mod' })
    unverifiedMod = await createUser(t, { email: unverifiedEmail, name: 'Mod2', verified: false })
    author = await createUser(t, { name: 'Author' })
    reader = await createUser(t, { name: 'Reader' })
    troll = await createUser(t, { name: 'Troll' })
  })
  afterAll(() => t.close())

  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who?: TestUser,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url,
      ...(who ? { headers: bearer(who) } : {}),
      ...(payload ? { payload } : {}),
    })
  const report = (who: TestUser | undefined, payload: Record<string, unknown>) =>
    inject('POST', '/api/reports', who, payload)

  test('GET /api/moderation/me says who moderates: a verified MODERATOR_EMAILS account only', async () => {
    expect((await inject('GET', '/api/moderation/me', mod)).json()).toEqual({
      moderator: true,
      suspended: false,
    })
    expect((await inject('GET', '/api/moderation/me', unverifiedMod)).json()).toEqual({
      moderator: false,
      suspended: false,
    })
    expect((await inject('GET', '/api/moderation/me')).statusCode).toBe(401)
  })

  test('a report: 401 signed out, 201 once, 409 while open, 400 on one’s own, 404 on nothing', async () => {
    const postId = await publishPost(t, author)
    const comment = await commentOn(t, troll, { postId, comment: 'Buy my pills' })
    const payload = { targetType: 'comment', targetId: comment._id, reason: 'Spam' }
    expect((await report(undefined, payload)).statusCode).toBe(401)
    const first = await report(reader, payload)
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json()).toMatchObject({
      targetType: 'comment',
      targetId: comment._id,
      state: 'open',
    })
    const again = await report(reader, payload)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(moderationMessages.alreadyReported)
    const own = await report(troll, payload)
    expect(own.statusCode).toBe(400)
    expect(own.json().error.message).toBe(moderationMessages.ownContent)
    const nothing = await report(reader, { ...payload, targetId: 'a'.repeat(24) })
    expect(nothing.statusCode).toBe(404)
    const empty = await report(reader, { ...payload, reason: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(
      (await report(reader, { targetType: 'post', targetId: postId, reason: 'Meh' })).statusCode,
    ).toBe(201)
  })

  test('the open reports are for moderators: 403 to others, an unverified moderator included', async () => {
    expect((await inject('GET', '/api/moderation/reports', reader)).statusCode).toBe(403)
    const unverified = await inject('GET', '/api/moderation/reports', unverifiedMod)
    expect(unverified.statusCode).toBe(403)
    expect(unverified.json().error.message).toBe(moderationMessages.moderatorsOnly)
    expect((await inject('GET', '/api/moderation/reports')).statusCode).toBe(401)
    const list = await inject('GET', '/api/moderation/reports', mod)
    expect(list.statusCode).toBe(200)
    expect(list.json().length).toBeGreaterThan(0)
  })

  test('a moderator hides a comment: gone for readers, marked for its writer and moderators; the reporter is told', async () => {
    const postId = await publishPost(t, author, { postTitle: 'Quiet post' })
    const comment = await commentOn(t, troll, { postId, comment: 'Nasty words' })
    expect(
      (await report(reader, { targetType: 'comment', targetId: comment._id, reason: 'Rude' }))
        .statusCode,
    ).toBe(201)
    const listed = (await inject('GET', '/api/moderation/reports', mod)).json() as {
      targetId: string
      target: { text: string; authorId: string; hidden?: string }
    }[]
    expect(listed.find((r) => r.targetId === comment._id)?.target).toMatchObject({
      text: 'Nasty words',
      authorId: troll.uid,
    })

    expect(
      (await inject('PUT', `/api/comment/${comment._id}/hidden`, reader, { hidden: true }))
        .statusCode,
    ).toBe(403)
    const hide = await inject('PUT', `/api/comment/${comment._id}/hidden`, mod, { hidden: true })
    expect(hide.statusCode, hide.body).toBe(200)
    expect(hide.json()).toEqual({ hidden: true, reason: 'moderator' })

    expect(await commentsOf(t, postId)).toEqual([])
    const post = await inject('GET', `/api/post/${postId}`)
    expect(post.json().commentCount).toBe(0)
    const theirs = (await inject('GET', `/api/comment/${postId}`, troll)).json()
    expect(theirs).toEqual([expect.objectContaining({ _id: comment._id, hidden: 'moderator' })])
    const mods = (await inject('GET', `/api/comment/${postId}`, mod)).json()
    expect(mods).toEqual([expect.objectContaining({ _id: comment._id, hidden: 'moderator' })])

    const told = await notificationsOf(t, reader)
    expect(told[0]).toMatchObject({
      type: 'report',
      title: 'A moderator handled your report',
      detail: 'Quiet post: the comment you reported is hidden',
      postId,
    })
    const open = (await inject('GET', '/api/moderation/reports', mod)).json() as {
      targetId: string
    }[]
    expect(open.some((r) => r.targetId === comment._id)).toBe(false)

    const restore = await inject('PUT', `/api/comment/${comment._id}/hidden`, mod, {
      hidden: false,
    })
    expect(restore.json()).toEqual({ hidden: false })
    expect((await commentsOf(t, postId)).map((c) => c._id)).toEqual([comment._id])
  })

  test('a moderator hides a post: 404 and left out of the feed for all but its author and moderators', async () => {
    const postId = await publishPost(t, author, { postTitle: `Hidden ${tag}`, tags: [`t${tag}`] })
    expect(
      (await inject('PUT', `/api/post/${postId}/hidden`, author, { hidden: true })).statusCode,
    ).toBe(403)
    const hide = await inject('PUT', `/api/post/${postId}/hidden`, mod, { hidden: true })
    expect(hide.json()).toEqual({ hidden: true, reason: 'moderator' })

    expect((await inject('GET', `/api/post/${postId}`)).statusCode).toBe(404)
    expect((await inject('GET', `/api/post/${postId}`, reader)).statusCode).toBe(404)
    // Its comments: none, told as of a post that is not there (spec: "array of comments").
    const comments = await inject('GET', `/api/comment/${postId}`)
    expect([comments.statusCode, comments.json()]).toEqual([200, []])
    expect((await inject('GET', `/api/post/${postId}`, author)).json()).toMatchObject({
      hidden: 'moderator',
    })
    expect((await inject('GET', `/api/post/${postId}`, mod)).statusCode).toBe(200)
    const feed = (await inject('GET', '/api/posts')).json() as { _id: string }[]
    expect(feed.some((p) => p._id === postId)).toBe(false)
    const tagged = (await inject('GET', `/api/posts?tag=t${tag}`)).json() as { _id: string }[]
    expect(tagged).toEqual([])
    const rss = await inject('GET', '/rss.xml')
    expect(rss.body).not.toContain(`Hidden ${tag}`)
    expect(
      (await report(reader, { targetType: 'post', targetId: postId, reason: 'x' })).statusCode,
    ).toBe(404)
    expect((await inject('PUT', `/api/post/${postId}/like`, reader)).statusCode).toBe(404)

    await inject('PUT', `/api/post/${postId}/hidden`, mod, { hidden: false })
    expect((await inject('GET', `/api/post/${postId}`)).statusCode).toBe(200)
  })

  test('a suspended account writes nothing (403 suspended) and its writing is hidden; lifted, it comes back', async () => {
    const person = await createUser(t, { name: 'Soon suspended' })
    const postId = await publishPost(t, person, { postTitle: 'Before the fall' })
    const elsewhere = await publishPost(t, author)
    await commentOn(t, person, { postId: elsewhere, comment: 'I was here' })
    expect(
      (
        await inject('PUT', `/api/moderation/accounts/${person.uid}/suspended`, reader, {
          suspended: true,
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await inject('PUT', `/api/moderation/accounts/${mod.uid}/suspended`, mod, {
          suspended: true,
        })
      ).statusCode,
    ).toBe(400)
    expect(
      (
        await inject('PUT', '/api/moderation/accounts/nobody-at-all/suspended', mod, {
          suspended: true,
        })
      ).statusCode,
    ).toBe(404)
    const suspend = await inject('PUT', `/api/moderation/accounts/${person.uid}/suspended`, mod, {
      suspended: true,
    })
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
    expect(await commentsOf(t, elsewhere)).toEqual([])

    await inject('PUT', `/api/moderation/accounts/${person.uid}/suspended`, mod, {
      suspended: false,
    })
    expect((await inject('GET', `/api/post/${postId}`)).statusCode).toBe(200)
    expect((await commentsOf(t, elsewhere)).length).toBe(1)
    const again = await inject('POST', '/api/comment', person, {
      postId: elsewhere,
      comment: 'Back',
    })
    expect(again.statusCode).toBe(201)
  })

  test('a suspension keeps its reason; the moderators list the suspended, and Lift takes one off', async () => {
    const person = await createUser(t, { name: 'Listed person' })
    const noReason = await inject('PUT', `/api/moderation/accounts/${person.uid}/suspended`, mod, {
      suspended: true,
      reason: '   ',
    })
    expect(noReason.statusCode).toBe(400)
    const long = await inject('PUT', `/api/moderation/accounts/${person.uid}/suspended`, mod, {
      suspended: true,
      reason: 'x'.repeat(501),
    })
    expect(long.statusCode).toBe(400)
    expect((await inject('GET', `/api/moderation/me`, person)).json().suspended).toBe(false)

    await inject('PUT', `/api/moderation/accounts/${person.uid}/suspended`, mod, {
      suspended: true,
      reason: '  Spam links in every comment ',
    })
    expect((await inject('GET', '/api/moderation/suspensions', reader)).statusCode).toBe(403)
    const listed = await inject('GET', '/api/moderation/suspensions', mod)
    expect(listed.statusCode).toBe(200)
    const entry = SuspensionListSchema.parse(listed.json()).find((s) => s.uid === person.uid)
    expect(entry).toMatchObject({
      name: 'Listed person',
      reason: 'Spam links in every comment',
      suspendedBy: mod.name,
    })

    await inject('PUT', `/api/moderation/accounts/${person.uid}/suspended`, mod, {
      suspended: false,
    })
    const after = SuspensionListSchema.parse(
      (await inject('GET', '/api/moderation/suspensions', mod)).json(),
    )
    expect(after.some((s) => s.uid === person.uid)).toBe(false)
  })

  test('a report dismissed leaves its target and tells the reporter', async () => {
    const postId = await publishPost(t, author, { postTitle: 'Fine post' })
    const made = await report(reader, {
      targetType: 'post',
      targetId: postId,
      reason: 'I disagree',
    })
    const { _id } = made.json() as { _id: string }
    expect(
      (await inject('PUT', `/api/moderation/reports/${_id}/dismissed`, reader)).statusCode,
    ).toBe(403)
    const dismissed = await inject('PUT', `/api/moderation/reports/${_id}/dismissed`, mod)
    expect(dismissed.statusCode).toBe(200)
    expect((await inject('PUT', `/api/moderation/reports/${_id}/dismissed`, mod)).statusCode).toBe(
      404,
    )
    expect((await notificationsOf(t, reader))[0]).toMatchObject({
      type: 'report',
      detail: 'Fine post: the post you reported stays',
    })
    // Handled, the same person may report it again.
    expect(
      (await report(reader, { targetType: 'post', targetId: postId, reason: 'Still' })).statusCode,
    ).toBe(201)
  })

  test('a post’s author hides comments on it and closes them: "Comments are closed" (403)', async () => {
    const postId = await publishPost(t, author)
    const comment = await commentOn(t, troll, { postId, comment: 'Off topic' })
    const hide = await inject('PUT', `/api/comment/${comment._id}/hidden`, author, { hidden: true })
    expect(hide.json()).toEqual({ hidden: true, reason: 'author' })
    expect(await commentsOf(t, postId)).toEqual([])
    const own = (await inject('GET', `/api/comment/${postId}`, author)).json()
    expect(own).toEqual([expect.objectContaining({ hidden: 'author' })])
    // Someone else's post's comment: not theirs to hide.
    const other = await publishPost(t, reader)
    const elsewhere = await commentOn(t, troll, { postId: other, comment: 'Hello' })
    expect(
      (await inject('PUT', `/api/comment/${elsewhere._id}/hidden`, author, { hidden: true }))
        .statusCode,
    ).toBe(403)

    expect(
      (await inject('PUT', `/api/post/${postId}/comments-enabled`, reader, { enabled: false }))
        .statusCode,
    ).toBe(403)
    const close = await inject('PUT', `/api/post/${postId}/comments-enabled`, author, {
      enabled: false,
    })
    expect(close.json()).toEqual({ enabled: false })
    expect((await inject('GET', `/api/post/${postId}`)).json()).toMatchObject({
      commentsEnabled: false,
    })
    const refused = await inject('POST', '/api/comment', reader, { postId, comment: 'Late' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe('Comments are closed')
    expect((await commentsOf(t, postId)).length).toBe(0)
    await inject('PUT', `/api/post/${postId}/comments-enabled`, author, { enabled: true })
    expect(
      (await inject('POST', '/api/comment', reader, { postId, comment: 'Late' })).statusCode,
    ).toBe(201)
  })

  test('spam brakes: an account younger than a day puts at most 2 links in a comment; an older one more', async () => {
    expect(NEW_ACCOUNT_LINKS_MAX).toBe(2)
    const postId = await publishPost(t, author)
    const young = await createUser(t, { name: 'Young' })
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
      .spyOn(t.app.identity, 'accountCreatedAt')
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
    const postId = await publishPost(t, author)
    const elsewhere = await publishPost(t, author)
    const first = await inject('POST', '/api/comment', reader, { postId, comment: 'Same words' })
    expect(first.statusCode).toBe(201)
    const again = await inject('POST', '/api/comment', reader, {
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
      (await inject('POST', '/api/comment', troll, { postId, comment: 'Same words' })).statusCode,
    ).toBe(201)
    const keyed = { postId, comment: 'Keyed words', idempotencyKey: randomUUID() }
    const made = await inject('POST', '/api/comment', reader, keyed)
    const retried = await inject('POST', '/api/comment', reader, keyed)
    expect(retried.statusCode).toBe(201)
    expect(retried.json()._id).toBe(made.json()._id)
    // A minute later it may be said again: the first one is moved a minute back.
    await t.app.database.db
      .updateTable('comments')
      .set({ created_at: new Date(Date.now() - 61_000).toISOString() })
      .where('user_id', '=', reader.uid)
      .where('body', '=', 'Same words')
      .execute()
    const later = await inject('POST', '/api/comment', reader, {
      postId: elsewhere,
      comment: 'Same words',
    })
    expect(later.statusCode).toBe(201)
  })
})
