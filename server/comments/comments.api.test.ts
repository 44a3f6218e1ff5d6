import { describe, expect, test } from 'vitest'
import type { Comment } from '../../contract/comments'
import { testDialects } from '../../tests/setup/server'
import { bearer, commentOn, createUser, publishPost } from '../../tests/setup/users'
import { commentsSuite } from './comments-suite'

describe.each(testDialects())('comments on %s', (dialect) => {
  const { suite, send, commentsOf, notificationsOf } = commentsSuite(dialect, {
    author: 'Post Author',
    // Commenting needs only sign-in, not a verified email.
    reader: { name: 'Rita Reader', verified: false },
  })

  /** A comment as a visitor sees it: without the email its author's own answer carries. */
  const publicView = ({ userEmail: _email, ...comment }: Comment): Comment => comment

  test('POST /api/comment stores the comment with its author from the token and time from the clock', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const res = await send(
      'POST',
      '/api/comment',
      { ...bearer(suite.reader), email: suite.reader.email },
      {
        comment: '  Lovely!  ',
        postId,
        userEmail: 'mallory@example.com',
        userName: 'Mallory',
        time: '2001-01-01T00:00:00.000Z',
        _id: 'chosen-by-client',
      },
    )
    expect(res.statusCode).toBe(201)
    const stored = res.json()
    expect(stored).toEqual({
      _id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      comment: 'Lovely!',
      userEmail: suite.reader.email,
      userName: 'Rita Reader',
      userPhotoURL: '',
      userId: suite.reader.uid,
      postId,
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      parentId: null,
      replyCount: 0,
    })
    // A visitor sees no email address; the commenter, reading the list, sees their own.
    expect(await commentsOf(postId)).toEqual([publicView(stored)])
    const own = await send('GET', `/api/comment/${postId}`, bearer(suite.reader))
    expect(own.json()).toEqual([stored])
  })

  test('GET /api/comment/:postId lists the newest first', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const first = await commentOn(suite.t, suite.reader, { postId, comment: 'first' })
    const second = await commentOn(suite.t, suite.author, { postId, comment: 'second' })
    expect(await commentsOf(postId)).toEqual([second, first].map(publicView))
  })

  test('commenting on an unknown or malformed post is a 404; its comments are none (the spec client asks for /comment/undefined)', async () => {
    for (const postId of ['AAAAAAAAAAAAAAAA', 'no such/post', 'undefined']) {
      const post = await send('POST', '/api/comment', bearer(suite.reader), {
        postId,
        comment: 'Hello?',
      })
      expect(post.statusCode, postId).toBe(404)
      expect(post.json()).toEqual({ error: { code: 'not_found', message: 'Post not found' } })
      const list = await send('GET', `/api/comment/${encodeURIComponent(postId)}`)
      expect([list.statusCode, list.json()], postId).toEqual([200, []])
    }
  })

  test('POST /api/comment validates the text and the post id per field', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const blank = await send('POST', '/api/comment', bearer(suite.reader), {
      postId: '',
      comment: '   ',
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.fields).toEqual({
      comment: 'Comment is required',
      postId: 'postId is required',
    })
    const long = await send('POST', '/api/comment', bearer(suite.reader), {
      postId,
      comment: 'c'.repeat(5001),
    })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.fields).toEqual({ comment: 'Comment must be at most 5000 characters' })
    expect(await commentsOf(postId)).toEqual([])
  })

  test('a retry with the same idempotencyKey answers the comment already made, once, notifying once', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const input = {
      postId,
      comment: 'Posted on a bad line',
      idempotencyKey: 'retry-key-0123456789',
    }
    const first = await commentOn(suite.t, suite.reader, input)
    const again = await commentOn(suite.t, suite.reader, {
      ...input,
      comment: '  Posted on a bad line ',
    })
    expect(again).toEqual(first)
    expect(await commentsOf(postId)).toEqual([publicView(first)])
    expect((await notificationsOf(suite.author)).filter((n) => n.postId === postId)).toHaveLength(1)

    // Keys are per user: another reader's identical key is another comment.
    const other = await createUser(suite.t, { name: 'Otto Other' })
    const theirs = await commentOn(suite.t, other, input)
    expect(theirs._id).not.toBe(first._id)
    expect(await commentsOf(postId)).toEqual([theirs, first].map(publicView))
  })

  test('two copies of one comment sent at the same time make one comment', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const input = { postId, comment: 'Double click', idempotencyKey: 'double-key-0123456789' }
    const [a, b] = await Promise.all([
      commentOn(suite.t, suite.reader, input),
      commentOn(suite.t, suite.reader, input),
    ])
    expect(a).toEqual(b)
    expect(await commentsOf(postId)).toEqual([publicView(a)])
  })

  test('an idempotencyKey used for another comment is a 409, and a malformed one a 400', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const idempotencyKey = 'reused-key-0123456789'
    const first = await commentOn(suite.t, suite.reader, {
      postId,
      comment: 'First words',
      idempotencyKey,
    })
    const reused = await send('POST', '/api/comment', bearer(suite.reader), {
      postId,
      comment: 'Other words',
      idempotencyKey,
    })
    expect(reused.statusCode).toBe(409)
    expect(reused.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'This idempotencyKey was already used for another comment',
      },
    })
    const malformed = await send('POST', '/api/comment', bearer(suite.reader), {
      postId,
      comment: 'Hi',
      idempotencyKey: 'short',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.fields).toEqual({
      idempotencyKey: 'idempotencyKey must be 16 to 64 URL-safe characters',
    })
    expect(await commentsOf(postId)).toEqual([publicView(first)])
  })

  test('a comment on someone else’s post notifies its author, with the title and an excerpt', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Tides' })
    const text = `${'Such a good read about the sea. '.repeat(5)}The end.`
    await commentOn(suite.t, suite.reader, { postId, comment: text })
    const [notification, ...rest] = (await notificationsOf(suite.author)).filter(
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
      actorId: suite.reader.uid,
      actorName: 'Rita Reader',
      actorPhotoURL: '',
      date: expect.any(String),
      read: false,
    })
    expect(await notificationsOf(suite.reader)).toEqual([])
  })

  test('a short comment is quoted whole', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Rivers' })
    await commentOn(suite.t, suite.reader, { postId, comment: 'Nice.' })
    const mine = (await notificationsOf(suite.author)).filter((n) => n.postId === postId)
    expect(mine.map((n) => n.detail)).toEqual(['Rivers: Nice.'])
  })

  test('a comment on your own post notifies nobody', async () => {
    const postId = await publishPost(suite.t, suite.author)
    await commentOn(suite.t, suite.author, { postId, comment: 'Replying to myself' })
    expect((await notificationsOf(suite.author)).filter((n) => n.postId === postId)).toEqual([])
  })

  test('deleting a post deletes its comments and the notifications about it', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const keptId = await publishPost(suite.t, suite.author)
    await commentOn(suite.t, suite.reader, { postId, comment: 'One' })
    await commentOn(suite.t, suite.reader, { postId, comment: 'Two' })
    await commentOn(suite.t, suite.reader, { postId: keptId, comment: 'Kept' })
    const { db } = suite.t.app.database
    const count = async (table: 'comments' | 'notifications', id: string) =>
      (await db.selectFrom(table).select('id').where('post_id', '=', id).execute()).length
    expect([await count('comments', postId), await count('notifications', postId)]).toEqual([2, 2])

    const res = await send('DELETE', `/api/deletePost/${postId}`, bearer(suite.author))
    expect(res.json()).toEqual({ deletedCount: 1, deleteCount: 1 })
    expect([await count('comments', postId), await count('notifications', postId)]).toEqual([0, 0])
    expect([await count('comments', keptId), await count('notifications', keptId)]).toEqual([1, 1])
    expect((await notificationsOf(suite.author)).some((n) => n.postId === postId)).toBe(false)
    const list = await send('GET', `/api/comment/${postId}`)
    expect([list.statusCode, list.json()]).toEqual([200, []])
  })
})
