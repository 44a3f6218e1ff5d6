import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Comment } from '../../contract/comments'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import {
  type TestUser,
  bearer,
  commentOn,
  createUser,
  publishPost,
  commentsOf as readComments,
  notificationsOf as readNotifications,
} from '../../tests/setup/users'

describe.each(testDialects())('comments on %s', (dialect) => {
  let t: TestApp
  let author: TestUser
  let reader: TestUser
  beforeAll(async () => {
    t = await createTestApp(dialect)
    author = await createUser(t, { name: 'Post Author' })
    // Commenting needs only sign-in, not a verified email.
    reader = await createUser(t, { name: 'Rita Reader', verified: false })
  })
  afterAll(() => t.close())

  /** A comment as a visitor sees it: without the email its author's own answer carries. */
  const publicView = ({ userEmail: _email, ...comment }: Comment): Comment => comment
  const commentsOf = (postId: string) => readComments(t, postId)
  const notificationsOf = (user: TestUser) => readNotifications(t, user)

  test('POST /api/comment stores the comment with its author from the token and time from the clock', async () => {
    const postId = await publishPost(t, author)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/comment',
      headers: { ...bearer(reader), email: reader.email },
      payload: {
        comment: '  Lovely!  ',
        postId,
        userEmail: 'mallory@example.com',
        userName: 'Mallory',
        time: '2001-01-01T00:00:00.000Z',
        _id: 'chosen-by-client',
      },
    })
    expect(res.statusCode).toBe(201)
    const stored = res.json()
    expect(stored).toEqual({
      _id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      comment: 'Lovely!',
      userEmail: reader.email,
      userName: 'Rita Reader',
      userPhotoURL: '',
      userId: reader.uid,
      postId,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      parentId: null,
      replyCount: 0,
    })
    // A visitor sees no email address; the commenter, reading the list, sees their own.
    expect(await commentsOf(postId)).toEqual([publicView(stored)])
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/comment/${postId}`,
      headers: bearer(reader),
    })
    expect(own.json()).toEqual([stored])
  })

  test('GET /api/comment/:postId lists the newest first', async () => {
    const postId = await publishPost(t, author)
    const first = await commentOn(t, reader, { postId, comment: 'first' })
    const second = await commentOn(t, author, { postId, comment: 'second' })
    expect(await commentsOf(postId)).toEqual([second, first].map(publicView))
  })

  test('commenting on an unknown or malformed post is a 404; its comments are none (the spec client asks for /comment/undefined)', async () => {
    for (const postId of ['AAAAAAAAAAAAAAAA', 'no such/post', 'undefined']) {
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/comment',
        headers: bearer(reader),
        payload: { postId, comment: 'Hello?' },
      })
      expect(post.statusCode, postId).toBe(404)
      expect(post.json()).toEqual({ error: { code: 'not_found', message: 'Post not found' } })
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/comment/${encodeURIComponent(postId)}`,
      })
      expect([list.statusCode, list.json()], postId).toEqual([200, []])
    }
  })

  test('POST /api/comment validates the text and the post id per field', async () => {
    const postId = await publishPost(t, author)
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/comment',
      headers: bearer(reader),
      payload: { postId: '', comment: '   ' },
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.fields).toEqual({
      comment: 'Comment is required',
      postId: 'postId is required',
    })
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/comment',
      headers: bearer(reader),
      payload: { postId, comment: 'c'.repeat(5001) },
    })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.fields).toEqual({ comment: 'Comment must be at most 5000 characters' })
    expect(await commentsOf(postId)).toEqual([])
  })

  test('a retry with the same idempotencyKey answers the comment already made, once, notifying once', async () => {
    const postId = await publishPost(t, author)
    const input = {
      postId,
      comment: 'Posted on a bad line',
      idempotencyKey: 'retry-key-0123456789',
    }
    const first = await commentOn(t, reader, input)
    const again = await commentOn(t, reader, { ...input, comment: '  Posted on a bad line ' })
    expect(again).toEqual(first)
    expect(await commentsOf(postId)).toEqual([publicView(first)])
    expect((await notificationsOf(author)).filter((n) => n.postId === postId)).toHaveLength(1)

    // Keys are per user: another reader's identical key is another comment.
    const other = await createUser(t, { name: 'Otto Other' })
    const theirs = await commentOn(t, other, input)
    expect(theirs._id).not.toBe(first._id)
    expect(await commentsOf(postId)).toEqual([theirs, first].map(publicView))
  })

  test('two copies of one comment sent at the same time make one comment', async () => {
    const postId = await publishPost(t, author)
    const input = { postId, comment: 'Double click', idempotencyKey: 'double-key-0123456789' }
    const [a, b] = await Promise.all([commentOn(t, reader, input), commentOn(t, reader, input)])
    expect(a).toEqual(b)
    expect(await commentsOf(postId)).toEqual([publicView(a)])
  })

  test('an idempotencyKey used for another comment is a 409, and a malformed one a 400', async () => {
    const postId = await publishPost(t, author)
    const idempotencyKey = 'reused-key-0123456789'
    const first = await commentOn(t, reader, { postId, comment: 'First words', idempotencyKey })
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/comment',
      headers: bearer(reader),
      payload: { postId, comment: 'Other words', idempotencyKey },
    })
    expect(reused.statusCode).toBe(409)
    expect(reused.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'This idempotencyKey was already used for another comment',
      },
    })
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/comment',
      headers: bearer(reader),
      payload: { postId, comment: 'Hi', idempotencyKey: 'short' },
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.fields).toEqual({
      idempotencyKey: 'idempotencyKey must be 16 to 64 URL-safe characters',
    })
    expect(await commentsOf(postId)).toEqual([publicView(first)])
  })

  test('a comment on someone else’s post notifies its author, with the title and an excerpt', async () => {
    const postId = await publishPost(t, author, { postTitle: 'Tides' })
    const text = `${'Such a good read about the sea. '.repeat(5)}The end.`
    await commentOn(t, reader, { postId, comment: text })
    const [notification, ...rest] = (await notificationsOf(author)).filter(
      (n) => n.postId === postId,
    )
    expect(rest).toEqual([])
    expect(notification).toEqual({
      _id: expect.any(String),
      commentId: expect.any(String),
      type: 'comment',
      title: 'Rita Reader commented on your post',
      detail: `Tides: ${text.slice(0, 80).trimEnd()}…`,
      postId,
      postTitle: 'Tides',
      actorId: reader.uid,
      actorName: 'Rita Reader',
      actorPhotoURL: '',
      date: expect.any(String),
      read: false,
    })
    expect(await notificationsOf(reader)).toEqual([])
  })

  test('a short comment is quoted whole', async () => {
    const postId = await publishPost(t, author, { postTitle: 'Rivers' })
    await commentOn(t, reader, { postId, comment: 'Nice.' })
    const mine = (await notificationsOf(author)).filter((n) => n.postId === postId)
    expect(mine.map((n) => n.detail)).toEqual(['Rivers: Nice.'])
  })

  test('a comment on your own post notifies nobody', async () => {
    const postId = await publishPost(t, author)
    await commentOn(t, author, { postId, comment: 'Replying to myself' })
    expect((await notificationsOf(author)).filter((n) => n.postId === postId)).toEqual([])
  })

  test('deleting a post deletes its comments and the notifications about it', async () => {
    const postId = await publishPost(t, author)
    const keptId = await publishPost(t, author)
    await commentOn(t, reader, { postId, comment: 'One' })
    await commentOn(t, reader, { postId, comment: 'Two' })
    await commentOn(t, reader, { postId: keptId, comment: 'Kept' })
    const { db } = t.app.database
    const count = async (table: 'comments' | 'notifications', id: string) =>
      (await db.selectFrom(table).select('id').where('post_id', '=', id).execute()).length
    expect([await count('comments', postId), await count('notifications', postId)]).toEqual([2, 2])

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/deletePost/${postId}`,
      headers: bearer(author),
    })
    expect(res.json()).toEqual({ deletedCount: 1, deleteCount: 1 })
    expect([await count('comments', postId), await count('notifications', postId)]).toEqual([0, 0])
    expect([await count('comments', keptId), await count('notifications', keptId)]).toEqual([1, 1])
    expect((await notificationsOf(author)).some((n) => n.postId === postId)).toBe(false)
    const list = await t.app.inject({ method: 'GET', url: `/api/comment/${postId}` })
    expect([list.statusCode, list.json()]).toEqual([200, []])
  })
})
