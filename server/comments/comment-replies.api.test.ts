import { describe, expect, test } from 'vitest'
import { testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, commentOn, publishPost } from '../../tests/setup/users'
import { THREAD_USERS, commentsSuite } from './comments-suite'

// Issue 26 item 1: a comment may answer another of the same post.
describe.each(testDialects())('replies on %s', (dialect) => {
  const { suite, send: request, commentsOf, notificationsOf } = commentsSuite(dialect, THREAD_USERS)

  const post = (user: TestUser, payload: Record<string, unknown>) =>
    request('POST', '/api/comment', bearer(user), payload)

  test('a reply names its parent; the list answers parentId and each comment’s reply count', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const top = await commentOn(suite.t, suite.rita, { postId, comment: 'Top' })
    expect(top).toMatchObject({ parentId: null, replyCount: 0 })
    const reply = await commentOn(suite.t, suite.sam, {
      postId,
      comment: 'Answer',
      parentId: top._id,
    })
    expect(reply).toMatchObject({ parentId: top._id, replyCount: 0 })
    const deeper = await commentOn(suite.t, suite.rita, {
      postId,
      comment: 'Deeper',
      parentId: reply._id,
    })
    const listed = await commentsOf(postId)
    const byId = new Map(listed.map((c) => [c._id, c]))
    expect(byId.get(top._id)).toMatchObject({ parentId: null, replyCount: 1 })
    expect(byId.get(reply._id)).toMatchObject({ parentId: top._id, replyCount: 1 })
    expect(byId.get(deeper._id)).toMatchObject({ parentId: reply._id, replyCount: 0 })
    // A null parentId is a comment at the top, as the spec's clients send nothing.
    const plain = await commentOn(suite.t, suite.sam, { postId, comment: 'Plain', parentId: null })
    expect(plain.parentId).toBeNull()
  })

  test('a parentId of another post, unknown or malformed, is a 400 with a field error, and nothing is stored', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const otherPost = await publishPost(suite.t, suite.author)
    const elsewhere = await commentOn(suite.t, suite.rita, {
      postId: otherPost,
      comment: 'Elsewhere',
    })
    for (const parentId of [elsewhere._id, 'AAAAAAAAAAAAAAAA', 'not an id!', '']) {
      const res = await post(suite.sam, { postId, comment: 'Lost', parentId })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().error.fields).toEqual({ parentId: expect.any(String) })
    }
    expect(await commentsOf(postId)).toEqual([])
    // A post that is not there is still a 404, whatever the parent.
    const gone = await post(suite.sam, {
      postId: 'AAAAAAAAAAAAAAAA',
      comment: 'x',
      parentId: elsewhere._id,
    })
    expect(gone.statusCode).toBe(404)
  })

  test('the author of the comment answered gets a reply notice; the post’s author a comment notice', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Tides' })
    // Not the first test's words: the same text twice in a minute is refused (issue 26 item 6).
    const top = await commentOn(suite.t, suite.rita, { postId, comment: 'Top of the tides' })
    const before = (await notificationsOf(suite.author)).length
    await commentOn(suite.t, suite.sam, { postId, comment: 'I disagree', parentId: top._id })
    const [ritaNotice] = await notificationsOf(suite.rita)
    expect(ritaNotice).toMatchObject({
      type: 'reply',
      title: 'Sam Second replied to you',
      detail: 'Tides: I disagree',
      postId,
      actorId: suite.sam.uid,
    })
    const authors = await notificationsOf(suite.author)
    expect(authors).toHaveLength(before + 1)
    expect(authors[0]).toMatchObject({ type: 'comment', detail: 'Tides: I disagree' })
  })

  test('replying to the post’s author tells them once, as a reply; replying to yourself tells nobody but the post’s author', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const own = await commentOn(suite.t, suite.author, { postId, comment: 'Thanks for reading' })
    const before = await notificationsOf(suite.author)
    await commentOn(suite.t, suite.rita, { postId, comment: 'You are welcome', parentId: own._id })
    const after = await notificationsOf(suite.author)
    expect(after).toHaveLength(before.length + 1)
    expect(after[0]).toMatchObject({ type: 'reply', title: 'Rita Reader replied to you' })

    const ritas = (await notificationsOf(suite.rita)).length
    const top = await commentOn(suite.t, suite.rita, { postId, comment: 'Mine' })
    await commentOn(suite.t, suite.rita, { postId, comment: 'And a PS', parentId: top._id })
    expect(await notificationsOf(suite.rita)).toHaveLength(ritas)
  })

  test('a retry with the same key and another parent is a 409; with the same, the same reply', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const a = await commentOn(suite.t, suite.rita, { postId, comment: 'A' })
    const b = await commentOn(suite.t, suite.rita, { postId, comment: 'B' })
    const idempotencyKey = 'reply-key-0123456789'
    const first = await commentOn(suite.t, suite.sam, {
      postId,
      comment: 'Yes',
      parentId: a._id,
      idempotencyKey,
    })
    const again = await commentOn(suite.t, suite.sam, {
      postId,
      comment: 'Yes',
      parentId: a._id,
      idempotencyKey,
    })
    expect(again._id).toBe(first._id)
    const other = await post(suite.sam, { postId, comment: 'Yes', parentId: b._id, idempotencyKey })
    expect(other.statusCode).toBe(409)
  })

  test('deleting a comment deletes the replies under it, and their notices', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const top = await commentOn(suite.t, suite.rita, {
      postId,
      comment: 'Top of a thread to delete',
    })
    const reply = await commentOn(suite.t, suite.sam, {
      postId,
      comment: 'Reply',
      parentId: top._id,
    })
    await commentOn(suite.t, suite.author, { postId, comment: 'Deeper', parentId: reply._id })
    const kept = await commentOn(suite.t, suite.sam, { postId, comment: 'Kept' })
    const samBefore = (await notificationsOf(suite.sam)).length
    expect(samBefore).toBeGreaterThan(0)
    const res = await request('DELETE', `/api/comment/${top._id}`, bearer(suite.rita))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ deletedCount: 3, deleteCount: 3 })
    expect((await commentsOf(postId)).map((c) => c._id)).toEqual([kept._id])
    // Sam's notice of the author's reply went with it.
    expect(await notificationsOf(suite.sam)).toHaveLength(samBefore - 1)
  })
})
