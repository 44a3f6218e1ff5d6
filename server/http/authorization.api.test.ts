// Each protected call × no token, an expired token, and another user's token: 401, 403 (or 404
// where another's record is not theirs to see), and nothing in the database changes.
import type { InjectOptions } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import { testDialects } from '../../tests/setup/server'
import {
  bearer,
  commentOn,
  createUser,
  expiredToken,
  postInput,
  publishPost,
} from '../../tests/setup/users'
import { appWithUsers } from '../../tests/setup/suite'

interface ProtectedCall {
  name: string
  request(): InjectOptions
  /** What a signed-in user who is not the owner gets (undefined: any user may make this call). */
  otherUser?: { status: 403; code: 'forbidden' } | { status: 404; code: 'not_found' }
}

const FORBIDDEN = { status: 403, code: 'forbidden' } as const
/** Someone else's notification is answered as one that does not exist (docs/decisions/0015). */
const NOT_FOUND = { status: 404, code: 'not_found' } as const

describe.each(testDialects())('authorization on %s', (dialect) => {
  const suite = appWithUsers(dialect, { owner: {}, other: {} })
  let postId: string
  let notificationId: string
  let ownCommentId: string

  beforeAll(async () => {
    postId = await publishPost(suite.t, suite.owner)
    await commentOn(suite.t, suite.other, { postId, comment: 'Hello' })
    const row = await suite.t.app.database.db
      .selectFrom('notifications')
      .select('id')
      .where('recipient_email', '=', suite.owner.email)
      .executeTakeFirstOrThrow()
    notificationId = row.id
    ownCommentId = (await commentOn(suite.t, suite.owner, { postId, comment: 'Mine' }))._id
  })

  const calls: ProtectedCall[] = [
    {
      name: 'POST /api/post',
      request: () => ({ method: 'POST', url: '/api/post', payload: postInput() }),
    },
    {
      name: 'POST /api/comment',
      request: () => ({ method: 'POST', url: '/api/comment', payload: { postId, comment: 'x' } }),
    },
    { name: 'GET /api/userPost', request: () => ({ method: 'GET', url: '/api/userPost' }) },
    {
      name: 'PUT /api/updatePost/:postId',
      request: () => ({
        method: 'PUT',
        url: `/api/updatePost/${postId}`,
        payload: { postBody: { postTitle: 'Hijacked', postBody: 'Hijacked' } },
      }),
      otherUser: FORBIDDEN,
    },
    {
      name: 'DELETE /api/deletePost/:postId',
      request: () => ({ method: 'DELETE', url: `/api/deletePost/${postId}` }),
      otherUser: FORBIDDEN,
    },
    {
      name: 'GET /api/notification/:email',
      request: () => ({
        method: 'GET',
        url: `/api/notification/${encodeURIComponent(suite.owner.email)}`,
      }),
      otherUser: FORBIDDEN,
    },
    {
      name: 'DELETE /api/notification/:notificationId',
      request: () => ({ method: 'DELETE', url: `/api/notification/${notificationId}` }),
      otherUser: FORBIDDEN,
    },
    {
      name: 'PUT /api/notification/:notificationId/read',
      request: () => ({ method: 'PUT', url: `/api/notification/${notificationId}/read` }),
      otherUser: NOT_FOUND,
    },
    {
      name: 'PUT /api/notifications/read',
      request: () => ({ method: 'PUT', url: '/api/notifications/read' }),
    },
    {
      // Someone else's comment cannot be edited, not even on a post one can comment on.
      name: 'PUT /api/comment/:commentId',
      request: () => ({
        method: 'PUT',
        url: `/api/comment/${ownCommentId}`,
        payload: { comment: 'Hijacked' },
      }),
      otherUser: FORBIDDEN,
    },
    {
      // Nor deleted, by anyone but its author and the post's author.
      name: 'DELETE /api/comment/:commentId',
      request: () => ({ method: 'DELETE', url: `/api/comment/${ownCommentId}` }),
      otherUser: FORBIDDEN,
    },
    {
      // A visitor cannot like.
      name: 'PUT /api/post/:postId/like',
      request: () => ({ method: 'PUT', url: `/api/post/${postId}/like` }),
    },
    {
      name: 'DELETE /api/post/:postId/like',
      request: () => ({ method: 'DELETE', url: `/api/post/${postId}/like` }),
    },
    {
      name: 'PUT /api/profile',
      request: () => ({
        method: 'PUT',
        url: '/api/profile',
        payload: { displayName: 'Hijacked', photoURL: '', bio: 'Hijacked' },
      }),
    },
  ]

  async function snapshot() {
    const { db } = suite.t.app.database
    return {
      posts: await db.selectFrom('posts').selectAll().orderBy('id').execute(),
      comments: await db.selectFrom('comments').selectAll().orderBy('id').execute(),
      notifications: await db.selectFrom('notifications').selectAll().orderBy('id').execute(),
      profiles: await db.selectFrom('profiles').selectAll().orderBy('uid').execute(),
      likes: await db.selectFrom('likes').selectAll().orderBy('post_id').orderBy('uid').execute(),
    }
  }

  const send = (call: ProtectedCall, headers: Record<string, string>) => {
    const request = call.request()
    return suite.t.app.inject({ ...request, headers: { ...request.headers, ...headers } })
  }

  test.each(calls)('$name without a token is 401 and changes nothing', async (call) => {
    const before = await snapshot()
    const res = await send(call, {})
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'Sign in to do this' } })
    expect(await snapshot()).toEqual(before)
  })

  test.each(calls)('$name with an expired token is 401 and changes nothing', async (call) => {
    const before = await snapshot()
    const res = await send(call, {
      authorization: `Bearer ${await expiredToken(suite.t, suite.owner)}`,
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      error: { code: 'unauthorized', message: 'Your session has expired, please sign in again' },
    })
    expect(await snapshot()).toEqual(before)
  })

  test.each(calls)('$name with a token signed by another key is 401', async (call) => {
    const forged = await expiredToken(
      { ...suite.t, config: { ...suite.t.config, tokenSecret: 'x'.repeat(40) } },
      suite.owner,
    )
    const res = await send(call, { authorization: `Bearer ${forged}` })
    expect(res.statusCode).toBe(401)
  })

  test.each(calls.filter((call) => call.otherUser))(
    '$name with another user’s token is refused and changes nothing',
    async (call) => {
      const before = await snapshot()
      const res = await send(call, bearer(suite.other))
      expect(res.statusCode).toBe(call.otherUser?.status)
      expect(res.json()).toMatchObject({ error: { code: call.otherUser?.code } })
      expect(await snapshot()).toEqual(before)
    },
  )

  test.each(calls)('$name with an email header that is not the token’s is 403', async (call) => {
    const before = await snapshot()
    const res = await send(call, { ...bearer(suite.owner), email: suite.other.email })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      error: { code: 'forbidden', message: 'The email header does not match your session' },
    })
    expect(await snapshot()).toEqual(before)
  })

  test('GET /api/userPost with another user’s token shows that user’s posts, never the owner’s', async () => {
    const res = await suite.t.app.inject({
      method: 'GET',
      url: '/api/userPost',
      headers: bearer(suite.other),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
  })

  test('writing posts needs a verified email; commenting does not', async () => {
    const unverified = await createUser(suite.t, { verified: false })
    const before = await snapshot()
    const writes = [
      'POST /api/post',
      'PUT /api/updatePost/:postId',
      'DELETE /api/deletePost/:postId',
    ]
    for (const call of calls.filter((c) => writes.includes(c.name))) {
      const res = await send(call, bearer(unverified))
      expect(res.statusCode, call.name).toBe(403)
    }
    expect(await snapshot()).toEqual(before)
    const comment = await suite.t.app.inject({
      method: 'POST',
      url: '/api/comment',
      headers: bearer(unverified),
      payload: { postId, comment: 'Unverified, and welcome' },
    })
    expect(comment.statusCode).toBe(201)
  })

  test('GET /api/notification-events without a valid token is 401', async () => {
    for (const query of [
      '',
      '?token=',
      `?token=${await expiredToken(suite.t, suite.owner)}`,
      '?token=garbage',
    ]) {
      const res = await suite.t.app.inject({
        method: 'GET',
        url: `/api/notification-events${query}`,
      })
      expect(res.statusCode, query).toBe(401)
      expect(res.json()).toMatchObject({ error: { code: 'unauthorized' } })
    }
  })

  test('the owner still sees the post and the notification untouched', async () => {
    const post = await suite.t.app.inject({ method: 'GET', url: `/api/post/${postId}` })
    expect(post.json()).toMatchObject({
      postTitle: postInput().postTitle,
      authorId: suite.owner.uid,
    })
    const list = await suite.t.app.inject({
      method: 'GET',
      url: `/api/notification/${encodeURIComponent(suite.owner.email)}`,
      headers: bearer(suite.owner),
    })
    expect(list.json()).toContainEqual(expect.objectContaining({ _id: notificationId, postId }))
  })
})
