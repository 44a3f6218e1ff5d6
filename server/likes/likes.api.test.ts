// Likes (ADR 0024): counted once, the author told once, and in the ETag.
import { PUBLIC_CACHE_CONTROL } from '../../tests/setup/cache'
import { describe, expect, test } from 'vitest'
import { PostListSchema } from '../../contract/posts'
import { testDialects } from '../../tests/setup/server'
import { publishPost } from '../../tests/setup/users'
import { conversationSuite } from '../profiles/conversation-suite'

describe.each(testDialects())('people and conversation on %s', (dialect) => {
  const suite = conversationSuite(dialect)
  const { call, getPost, notificationsOf, like } = suite

  test('a like counts once, is the liker’s alone, and is taken back; both are idempotent', async () => {
    const postId = await publishPost(suite.t, suite.author)
    expect(await like('PUT', postId, suite.reader)).toEqual({ likeCount: 1, likedByMe: true })
    expect(await like('PUT', postId, suite.reader)).toEqual({ likeCount: 1, likedByMe: true })
    expect(await like('PUT', postId, suite.author)).toEqual({ likeCount: 2, likedByMe: true })
    expect(await getPost(postId, suite.reader)).toMatchObject({ likeCount: 2, likedByMe: true })
    expect(await getPost(postId)).toMatchObject({ likeCount: 2, likedByMe: false })
    const feed = await call('GET', '/api/posts?limit=100', suite.reader)
    expect(PostListSchema.parse(feed.json()).find((p) => p._id === postId)).toMatchObject({
      likeCount: 2,
      likedByMe: true,
    })
    expect(await like('DELETE', postId, suite.reader)).toEqual({ likeCount: 1, likedByMe: false })
    expect(await like('DELETE', postId, suite.reader)).toEqual({ likeCount: 1, likedByMe: false })
    expect(await getPost(postId, suite.reader)).toMatchObject({ likeCount: 1, likedByMe: false })
  })

  test('the post’s author is told of a like once: not of their own, and like, unlike, like is one', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Compilers' })
    await like('PUT', postId, suite.author)
    expect(await notificationsOf(suite.author, postId)).toEqual([])
    await like('PUT', postId, suite.reader)
    await like('DELETE', postId, suite.reader)
    await like('PUT', postId, suite.reader)
    const notices = await notificationsOf(suite.author, postId)
    expect(notices).toEqual([
      {
        _id: expect.any(String),
        type: 'like',
        title: 'Rita Reader liked your post',
        detail: 'Compilers',
        postId,
        postTitle: 'Compilers',
        actorId: suite.reader.uid,
        actorName: 'Rita Reader',
        actorPhotoURL: '',
        date: expect.any(String),
        read: false,
      },
    ])
  })

  test('a visitor cannot like; an unknown post, or someone else’s draft, is a 404', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const visitor = await call('PUT', `/api/post/${postId}/like`)
    expect(visitor.statusCode).toBe(401)
    const draft = await publishPost(suite.t, suite.author, {
      status: 'draft',
      postBody: '',
      image: '',
    })
    for (const id of ['AAAAAAAAAAAAAAAA', 'no such', draft]) {
      const res = await call('PUT', `/api/post/${encodeURIComponent(id)}/like`, suite.reader)
      expect(res.statusCode, id).toBe(404)
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Post not found' } })
    }
    expect(await getPost(postId)).toMatchObject({ likeCount: 0 })
    const likes = await suite.t.app.database.db
      .selectFrom('likes')
      .selectAll()
      .where('post_id', '=', draft)
      .execute()
    expect(likes).toEqual([])
  })

  test('a like changes the post’s ETag; an answer with a token is private and varies with it', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const before = await call('GET', `/api/post/${postId}`)
    await like('PUT', postId, suite.reader)
    const after = await call('GET', `/api/post/${postId}`)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    const mine = await call('GET', `/api/post/${postId}`, suite.reader)
    expect(mine.headers['cache-control']).toBe('private, no-cache')
    expect(String(mine.headers.vary)).toContain('Authorization')
    expect(mine.headers.etag).not.toBe(after.headers.etag)
    const feed = await call('GET', '/api/posts', suite.reader)
    expect(feed.headers['cache-control']).toBe('private, no-cache')
    expect(String(feed.headers.vary)).toContain('Authorization')
  })
})
