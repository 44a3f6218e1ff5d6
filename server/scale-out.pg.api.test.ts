// Two Quill instances on one PostgreSQL database, as behind a load balancer: each listens on a
// port of its own and has a DATA_DIR of its own, and they share only the database, the image
// bucket (an S3-compatible server on loopback) and TOKEN_SECRET. Whatever one is told, the other
// knows. Runs when TEST_DATABASE_URL is set (vitest.config.ts), as CI does.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CommentListSchema, CommentSchema } from '../contract/comments'
import { ImageUploadResponseSchema } from '../contract/images'
import { NotificationListSchema } from '../contract/notifications'
import { InsertResultSchema, PostSchema } from '../contract/posts'
import { openEvents } from '../tests/setup/event-stream'
import { type TestS3, startS3 } from '../tests/setup/s3'
import type { TestApp } from '../tests/setup/server'
import { twoOnOnePostgres } from '../tests/setup/one-postgres'
import { accountToken, postInput } from '../tests/setup/users'
import type { AuthUser } from './auth/auth-user'
import { LikeResultSchema } from '../contract/profiles'
import { rateLimits as authLimits } from './auth/rate-limits'
import { rateLimits as commentLimits } from './comments/rate-limits'

const FACTOR = 0.1

interface Instance {
  t: TestApp
  url: string
}

describe('two instances on one PostgreSQL database', () => {
  let s3: TestS3
  let a: Instance
  let b: Instance
  beforeAll(async () => {
    s3 = await startS3()
    const [first, second] = await twoOnOnePostgres({
      ...s3.env,
      PUBLIC_URL: 'http://quill.test',
      RATE_LIMIT_FACTOR: String(FACTOR),
    })
    a = { t: first, url: await first.app.listen({ host: '127.0.0.1', port: 0 }) }
    b = { t: second, url: await second.app.listen({ host: '127.0.0.1', port: 0 }) }
  })
  afterAll(async () => {
    await b?.t.close()
    await a?.t.close()
    await s3?.close()
  })

  /** A signed-in user; a server token from either instance works on both. */
  async function user(name: string): Promise<AuthUser & { token: string }> {
    const { uid, email, token } = await accountToken(a.t, { name })
    return { uid, email, name, emailVerified: true, token }
  }

  async function upload(on: Instance, token: string) {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#36c' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png')
    const uploaded = await fetch(`${on.url}/api/images?key=quill`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(uploaded.status).toBe(200)
    return ImageUploadResponseSchema.parse(await uploaded.json()).data
  }

  /** Publishes a post (its image one this deployment hosts); answers its id. */
  async function publish(on: Instance, author: { token: string }, title = 'A day at the sea') {
    const image = (await upload(on, author.token)).url
    const made = await call(
      on,
      'POST',
      '/api/post',
      author.token,
      postInput({ postTitle: title, image }),
    )
    expect(made.status).toBe(201)
    return InsertResultSchema.parse(await made.json()).insertedId
  }

  function call(on: Instance, method: string, url: string, token?: string, body?: unknown) {
    return fetch(`${on.url}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  }

  test('a post made on one is read and commented on the other', async () => {
    const author = await user('author')
    const reader = await user('reader')
    const postId = await publish(a, author, 'Both')

    const read = await call(b, 'GET', `/api/post/${postId}`)
    expect(read.status).toBe(200)
    expect(PostSchema.parse(await read.json())).toMatchObject({ postTitle: 'Both' })

    const commented = await call(b, 'POST', '/api/comment', reader.token, {
      postId,
      comment: 'Read on the other one',
    })
    expect(commented.status).toBe(201)
    const comment = CommentSchema.parse(await commented.json())
    const listed = await call(a, 'GET', `/api/comment/${postId}`)
    expect(CommentListSchema.parse(await listed.json()).map((c) => c._id)).toContain(comment._id)
  })

  test('a like made on one is counted on the other, and its author is told there, live', async () => {
    const author = await user('author')
    const reader = await user('reader')
    const postId = await publish(a, author, 'Liked across')

    const events = await openEvents(b.url, author.token)
    expect(events.status).toBe(200)
    try {
      await events.until((stream) => stream.text().includes('retry:'))
      const liked = await call(a, 'PUT', `/api/post/${postId}/like`, reader.token)
      expect(LikeResultSchema.parse(await liked.json())).toEqual({ likeCount: 1, likedByMe: true })
      await events.until((stream) => stream.text().includes('event: notifications'))
    } finally {
      events.close()
    }
    const seen = await call(b, 'GET', `/api/post/${postId}`, reader.token)
    expect(PostSchema.parse(await seen.json())).toMatchObject({ likeCount: 1, likedByMe: true })
    const notified = await call(
      b,
      'GET',
      `/api/notification/${encodeURIComponent(author.email)}`,
      author.token,
    )
    const notices = NotificationListSchema.parse(await notified.json())
    expect(notices.filter((n) => n.postId === postId).map((n) => [n.type, n.actorId])).toEqual([
      ['like', reader.uid],
    ])
    // Liking again on the other instance neither counts nor tells twice.
    const again = await call(b, 'PUT', `/api/post/${postId}/like`, reader.token)
    expect(LikeResultSchema.parse(await again.json())).toEqual({ likeCount: 1, likedByMe: true })
  })

  test('an image uploaded to one is served by the other, from the bucket', async () => {
    const uploader = await user('uploader')
    const data = await upload(a, uploader.token)
    const { pathname } = new URL(data.url)

    const fromA = await fetch(`${a.url}${pathname}`)
    const fromB = await fetch(`${b.url}${pathname}`)
    expect(fromB.status).toBe(200)
    expect(fromB.headers.get('content-type')).toBe('image/webp')
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()))
    // Neither instance kept it in its own folder.
    for (const { t } of [a, b]) expect(fs.existsSync(path.join(t.dataDir, 'images'))).toBe(false)

    // A post on the other instance may use it.
    const posted = await call(
      b,
      'POST',
      '/api/post',
      uploader.token,
      postInput({ image: data.url }),
    )
    expect(posted.status).toBe(201)
  })

  test('a live notification crosses: a comment on one reaches a stream open on the other', async () => {
    const author = await user('author')
    const reader = await user('reader')
    const postId = await publish(b, author)

    const events = await openEvents(b.url, author.token)
    expect(events.status).toBe(200)
    try {
      await events.until((stream) => stream.text().includes('retry:'))
      expect(
        (await call(a, 'POST', '/api/comment', reader.token, { postId, comment: 'Hi' })).status,
      ).toBe(201)
      await events.until((stream) => stream.text().includes('event: notifications'))
    } finally {
      events.close()
    }
  })

  test('the rate limits are shared: a budget spent on both is spent', async () => {
    const writer = await user('writer')
    const postId = await publish(a, writer)

    // Per account: the comments alternate between the instances.
    const budget = Math.round(commentLimits.newComment.max * FACTOR)
    const statuses: number[] = []
    for (let i = 0; i < budget + 2; i++) {
      const on = i % 2 ? b : a
      statuses.push(
        (await call(on, 'POST', '/api/comment', writer.token, { postId, comment: `${i}` })).status,
      )
    }
    expect(statuses).toEqual([...Array<number>(budget).fill(201), 429, 429])

    // Per address: the token exchange, from this machine to both.
    const exchanges = Math.round(authLimits.getToken.max * FACTOR)
    const exchanged: number[] = []
    for (let i = 0; i < exchanges + 2; i++) {
      const on = i % 2 ? b : a
      exchanged.push(
        (await call(on, 'POST', '/api/getToken', 'not-a-token', { email: 'x@example.com' })).status,
      )
    }
    expect(exchanged).toEqual([...Array<number>(exchanges).fill(401), 429, 429])
  })
})
