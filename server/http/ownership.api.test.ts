// Issue 11, hole 4: records belong to the identity provider's account (its uid), not to an
// email address another account can register once the first is deleted.
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { TokenResponseSchema } from '../../contract/auth'
import { CommentListSchema } from '../../contract/comments'
import { PostSchema, UserPostListSchema } from '../../contract/posts'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import {
  bearer,
  commentOn,
  createUser,
  exchangeIdToken,
  postInput,
  publishPost,
  signInIdToken,
  type TestUser,
} from '../../tests/setup/users'
import { newId } from '../ids'
import { ACCOUNT_ENDED_MESSAGE } from '../auth/account-standing'
import { renderedColumns } from '../posts/post-repository'

describe.each(testDialects())('records are owned by the account on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect)
  })
  afterAll(() => t.close())

  test('a new account with a deleted account’s email cannot touch its posts', async () => {
    const first = await createUser(t)
    const postId = await publishPost(t, first)
    await t.app.identity.auth.deleteUser(first.uid)
    const second = await createUser(t, { email: first.email })
    expect(second.uid).not.toBe(first.uid)

    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/updatePost/${postId}`,
      headers: bearer(second),
      payload: { postBody: postInput({ postTitle: 'Taken over' }) },
    })
    expect(update.statusCode).toBe(403)
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/deletePost/${postId}`,
      headers: bearer(second),
    })
    expect(remove.statusCode).toBe(403)
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/userPost',
      headers: bearer(second),
    })
    expect(UserPostListSchema.parse(mine.json())).toEqual([])
    const post = PostSchema.parse((await t.app.inject(`/api/post/${postId}`)).json())
    expect(post.postTitle).toBe(postInput().postTitle)
  })

  test('a new account with a deleted account’s email does not get its notifications', async () => {
    const first = await createUser(t)
    const reader = await createUser(t)
    const postId = await publishPost(t, first)
    await commentOn(t, reader, { postId, comment: 'For the first account' })
    const listOf = (user: { email: string; token: string }) =>
      t.app.inject({
        method: 'GET',
        url: `/api/notification/${encodeURIComponent(user.email)}`,
        headers: bearer(user),
      })
    expect((await listOf(first)).json()).toHaveLength(1)
    await t.app.identity.auth.deleteUser(first.uid)
    const second = await createUser(t, { email: first.email })
    expect((await listOf(second)).json()).toEqual([])
    await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/read',
      headers: bearer(second),
    })
    const [row] = await t.app.database.db
      .selectFrom('notifications')
      .select('read_at')
      .where('post_id', '=', postId)
      .execute()
    expect(row?.read_at).toBeNull()
  })

  test('posts carry authorId and comments userId: the uid of the token’s subject', async () => {
    const author = await createUser(t)
    const reader = await createUser(t)
    const postId = await publishPost(t, author)
    const post = PostSchema.parse((await t.app.inject(`/api/post/${postId}`)).json())
    expect(post.authorId).toBe(author.uid)
    const comment = await commentOn(t, reader, { postId, comment: 'Nice' })
    expect(comment.userId).toBe(reader.uid)
    const list = CommentListSchema.parse((await t.app.inject(`/api/comment/${postId}`)).json())
    expect(list[0]?.userId).toBe(reader.uid)
  })

  test('a disabled or deleted account cannot exchange its ID token any more', async () => {
    // firebase-admin checks revocation against the emulator anyway; a real project only if asked.
    const verify = vi.spyOn(t.app.identity.auth, 'verifyIdToken')
    const disabled = await createUser(t)
    expect(verify).toHaveBeenCalledWith(expect.any(String), true)
    verify.mockRestore()
    const idToken = await signInIdToken(disabled.email)
    await t.app.identity.auth.updateUser(disabled.uid, { disabled: true })
    expect((await exchangeIdToken(t, disabled.email, idToken)).statusCode).toBe(401)

    const deleted = await createUser(t)
    await t.app.identity.auth.deleteUser(deleted.uid)
    expect((await exchangeIdToken(t, deleted.email, deleted.idToken)).statusCode).toBe(401)
  })

  test("a deleted, disabled or signed-out-everywhere account's server token writes no more (issue 21)", async () => {
    const author = await createUser(t)
    const postId = await publishPost(t, author)
    const comment = (user: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: '/api/comment',
        headers: bearer(user),
        payload: { postId, comment: 'Still here?' },
      })
    const deleted = await createUser(t)
    await t.app.identity.auth.deleteUser(deleted.uid)
    const refused = await comment(deleted)
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({
      error: { code: 'unauthorized', message: ACCOUNT_ENDED_MESSAGE },
    })
    const disabled = await createUser(t)
    await t.app.identity.auth.updateUser(disabled.uid, { disabled: true })
    expect((await comment(disabled)).statusCode).toBe(401)
    const revoked = await createUser(t)
    // Revocation is to the second: a token issued in the same second would still pass.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await t.app.identity.auth.revokeRefreshTokens(revoked.uid)
    expect((await comment(revoked)).statusCode).toBe(401)
    // A reader is not asked to prove it: reads stay as they were until the token ends.
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/userPost',
      headers: bearer(deleted),
    })
    expect(read.statusCode).toBe(200)
    expect((await comment(author)).statusCode).toBe(201)
  })

  test('server tokens live 15 minutes', async () => {
    const user = await createUser(t)
    const res = await exchangeIdToken(t, user.email, await signInIdToken(user.email))
    const claims = decodeJwt(TokenResponseSchema.parse(res.json()).token)
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60)
  })

  test('a post from before uids is claimed by the account that held its email when it was written, and by no later one', async () => {
    const { db } = t.app.database
    const user = await createUser(t)
    const after = newId()
    const before = newId()
    const row = {
      title: 'Old',
      body: 'From before uids',
      ...renderedColumns('From before uids'),
      author_email: user.email,
      author_name: user.name,
      image: postInput().image,
      edited_at: null,
    }
    // Written after this account was made: its own. Written long before: an earlier account's.
    await db
      .insertInto('posts')
      .values({ ...row, id: after, created_at: new Date(Date.now() + 1000).toISOString() })
      .execute()
    await db
      .insertInto('posts')
      .values({ ...row, id: before, created_at: '2001-01-01T00:00:00.000Z' })
      .execute()
    // Notifications go to a post's author: they follow their post.
    for (const [id, postId] of [
      ['n-after', after],
      ['n-before', before],
    ] as const) {
      await db
        .insertInto('notifications')
        .values({
          id: `${id}-${dialect}`,
          recipient_email: user.email,
          post_id: postId,
          comment_id: null,
          title: 'T',
          detail: 'D',
          created_at: new Date().toISOString(),
        })
        .execute()
    }
    const res = await exchangeIdToken(t, user.email, await signInIdToken(user.email))
    const token = TokenResponseSchema.parse(res.json()).token
    const notifications = await t.app.inject({
      method: 'GET',
      url: `/api/notification/${encodeURIComponent(user.email)}`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(notifications.json()).toEqual([expect.objectContaining({ postId: after })])
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/userPost',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(UserPostListSchema.parse(mine.json()).map((p) => p._id)).toEqual([after])
    const edit = (id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/updatePost/${id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { postBody: postInput({ postTitle: 'Edited' }) },
      })
    expect((await edit(after)).statusCode).toBe(200)
    expect((await edit(before)).statusCode).toBe(403)
  })
})
