// Posts: publishing one (POST /api/post) and reading posts back.
import { describe, expect, test } from 'vitest'
import { FEED_BODY_PREVIEW_MAX, PostListSchema } from '../../contract/posts'
import { testDialects } from '../../tests/setup/server'
import { bearer, createUser, postInput, publishPost } from '../../tests/setup/users'
import { postsSuite } from './posts-suite'
import { requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('posts on %s', (dialect) => {
  const suite = postsSuite(dialect)
  const request = requestWith(suite)
  const publish = (payload: string | object, headers = {}) =>
    request('POST', '/api/post', { ...bearer(suite.author), ...headers }, payload)
  const { getPost } = suite

  test('POST /api/post publishes a post with the author from the token and the date from the clock', async () => {
    const before = new Date().toISOString()
    const res = await publish({
      ...postInput({ postTitle: '  Trimmed title  ' }),
      author: 'mallory@example.com',
      authorDisplayName: 'Mallory',
      date: '2001-01-01T00:00:00.000Z',
      _id: 'chosen-by-client',
    })
    expect(res.statusCode).toBe(201)
    const { acknowledged, insertedId, slug } = res.json<{
      acknowledged: boolean
      insertedId: string
      slug: string
    }>()
    expect(acknowledged).toBe(true)
    // Its page's address (issue 27): `/post/:insertedId/:slug`.
    expect(slug).toBe('trimmed-title')
    expect(insertedId).toMatch(/^[A-Za-z0-9_-]{16}$/)
    const post = await getPost(insertedId)
    expect(post).toEqual({
      _id: insertedId,
      postTitle: 'Trimmed title',
      slug: 'trimmed-title',
      postBody: postInput().postBody,
      description: postInput().postBody,
      // No email address in a public answer (docs/decisions/0024).
      authorDisplayName: 'Grace Hopper',
      authorPhotoURL: '',
      authorId: suite.author.uid,
      // None sent: the site's language (ADR 0077).
      language: 'en',
      date: expect.any(String),
      image: postInput().image,
      status: 'published',
      tags: [],
      readingMinutes: 1,
      likeCount: 0,
      likedByMe: false,
      bookmarkedByMe: false,
      commentCount: 0,
      bodyHtml: `<p>${postInput().postBody}</p>\n`,
      // Its first version: each save counts it up (ADR 0078).
      version: 1,
    })
    expect(post.date >= before && post.date <= new Date().toISOString()).toBe(true)
  })

  test('POST /api/post answers 400 with a message per invalid field', async () => {
    const res = await publish({
      postTitle: '   ',
      postBody: '',
      image: 'javascript:alert(1)',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Title is required',
        fields: {
          postTitle: 'Title is required',
          postBody: 'Post text is required',
          image: 'Image must be an http(s) URL',
        },
      },
    })
  })

  test('POST /api/post enforces the length limits', async () => {
    const res = await publish(
      postInput({ postTitle: 'T'.repeat(201), postBody: 'b'.repeat(50_001) }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({
      postTitle: 'Title must be at most 200 characters',
      postBody: 'Post text must be at most 50000 characters',
    })
  })

  test('POST /api/post without a body or with missing fields is 400, never 500', async () => {
    const missing = await publish({
      postTitle: 'Only a title',
    })
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json().error.fields)).toEqual(['postBody', 'image'])

    const malformed = await publish('{"postTitle": ', { 'content-type': 'application/json' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ error: { code: 'bad_request' } })
  })

  test('POST /api/post with another content type is 415, and with a huge body 413', async () => {
    const text = await publish('hello', { 'content-type': 'text/plain' })
    expect(text.statusCode).toBe(415)
    expect(text.json()).toMatchObject({ error: { code: 'unsupported_media_type' } })

    const huge = await publish(postInput({ postBody: 'x'.repeat(2 * 1024 * 1024) }))
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toMatchObject({ error: { code: 'payload_too_large' } })
  })

  test('POST /api/post takes an image only from the image host, in at most 2,048 characters', async () => {
    const own = `${suite.t.config.publicUrl}/images/${'b'.repeat(64)}.webp`
    const send = (image: string) => publish(postInput({ image }))
    expect((await send(own)).statusCode).toBe(201)

    const hostMessage = `Image must be a URL of the image host (${suite.t.config.publicUrl}/images/)`
    for (const image of [
      'https://attacker.example/pixel.gif',
      `${suite.t.config.publicUrl}/api/health`,
      `${suite.t.config.publicUrl}/images/../api/health`,
      `${suite.t.config.publicUrl}/images/%2e%2e/api/health`,
      `${suite.t.config.publicUrl}@attacker.example/images/x.webp`,
      'http://localhost.attacker.example:3000/images/x.webp',
      `${suite.t.config.publicUrl.replace('localhost', 'user@attacker.example')}/images/x.webp`,
    ]) {
      const res = await send(image)
      expect(res.statusCode, image).toBe(400)
      expect(res.json(), image).toEqual({
        error: { code: 'validation_failed', message: hostMessage, fields: { image: hostMessage } },
      })
    }

    const long = `${suite.t.config.publicUrl}/images/${'c'.repeat(2049)}`
    const res = await send(long.slice(0, 2049))
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ image: 'Image URL must be at most 2048 characters' })
    // A megabyte of URL does not even reach validation.
    expect((await send(`${own}?${'x'.repeat(1024 * 1024)}`)).statusCode).toBe(413)
  })

  test('POST /api/post needs a verified email', async () => {
    const unverified = await createUser(suite.t, { verified: false })
    const res = await request('POST', '/api/post', bearer(unverified), postInput())
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      error: {
        code: 'forbidden',
        message: 'You should verify your email address before post something',
      },
    })
  })

  test('GET /api/post/:postId of an unknown or malformed id is a JSON 404', async () => {
    for (const id of ['AAAAAAAAAAAAAAAA', 'not%20an%20id', "x'%20OR%201=1", 'a'.repeat(900)]) {
      const res = await request('GET', `/api/post/${id}`)
      expect(res.statusCode, id).toBe(404)
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Post not found' } })
    }
  })

  test('GET /api/posts shows a preview of long bodies and says the body was cut', async () => {
    const long = 'word '.repeat(300).trim()
    const emoji = '🙂'.repeat(FEED_BODY_PREVIEW_MAX + 1)
    const longId = await publishPost(suite.t, suite.author, { postBody: long })
    const emojiId = await publishPost(suite.t, suite.author, { postBody: emoji })
    const shortId = await publishPost(suite.t, suite.author, { postBody: 'Short.' })
    const res = await request('GET', '/api/posts?limit=3')
    expect(res.statusCode).toBe(200)
    const feed = PostListSchema.parse(res.json())
    expect(feed.map((p) => p._id)).toEqual([shortId, emojiId, longId])
    expect(feed[0]).toMatchObject({ postBody: 'Short.', bodyTruncated: false })
    expect(feed[1]).toMatchObject({
      postBody: '🙂'.repeat(FEED_BODY_PREVIEW_MAX),
      bodyTruncated: true,
    })
    expect(feed[2]).toMatchObject({
      postBody: long.slice(0, FEED_BODY_PREVIEW_MAX),
      bodyTruncated: true,
    })
    expect((await getPost(longId)).postBody).toBe(long)
  })

  test('GET /api/posts rejects a bad limit or cursor with 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=ten']) {
      const res = await request('GET', `/api/posts?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(Object.keys(res.json().error.fields)).toEqual(['limit'])
    }
    for (const cursor of [
      'garbage!',
      'Zm9v',
      Buffer.from('2024-01-01T00:00:00.000Z|a b').toString('base64url'),
    ]) {
      const res = await request('GET', `/api/posts?cursor=${cursor}`)
      expect(res.statusCode, cursor).toBe(400)
      expect(res.json()).toEqual({
        error: {
          code: 'validation_failed',
          message: 'Not a valid cursor',
          fields: { cursor: 'Not a valid cursor' },
        },
      })
    }
  })
})
