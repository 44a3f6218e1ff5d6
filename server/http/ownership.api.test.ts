// Issue 11, hole 4: records belong to the identity provider's account (its uid), not to an
// email address another account can register once the first is deleted.
import { decodeJwt } from 'jose'
import { describe, expect, test, vi } from 'vitest'
import { TokenResponseSchema } from '../../contract/auth'
import { CommentListSchema } from '../../contract/comments'
import { PostSchema, UserPostListSchema } from '../../contract/posts'
import { testDialects } from '../../tests/setup/server'
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
import { appWithUsers, requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('records are owned by the account on %s', (dialect) => {
  const suite = appWithUsers(dialect, {})
  const send = requestWith(suite)

  test('a new account with a deleted account’s email cannot touch its posts', async () => {
    const first = await createUser(suite.t)
    const postId = await publishPost(suite.t, first)
    await suite.t.app.identity.auth.deleteUser(first.uid)
    const second = await createUser(suite.t, { email: first.email })
    expect(second.uid).not.toBe(first.uid)

    const update = await send('PUT', `/api/updatePost/${postId}`, bearer(second), {
      postBody: postInput({ postTitle: 'Taken over' }),
    })
    expect(update.statusCode).toBe(403)
    const remove = await send('DELETE', `/api/deletePost/${postId}`, bearer(second))
    expect(remove.statusCode).toBe(403)
    const mine = await send('GET', '/api/userPost', bearer(second))
    expect(UserPostListSchema.parse(mine.json())).toEqual([])
    const post = PostSchema.parse((await suite.t.app.inject(`/api/post/${postId}`)).json())
    expect(post.postTitle).toBe(postInput().postTitle)
  })

  test('a new account with a deleted account’s email does not get its notifications', async () => {
    const first = await createUser(suite.t)
    const reader = await createUser(suite.t)
    const postId = await publishPost(suite.t, first)
    await commentOn(suite.t, reader, { postId, comment: 'For the first account' })
    const listOf = (user: { email: string; token: string }) =>
      send('GET', `/api/notification/${encodeURIComponent(user.email)}`, bearer(user))
    expect((await listOf(first)).json()).toHaveLength(1)
    await suite.t.app.identity.auth.deleteUser(first.uid)
    const second = await createUser(suite.t, { email: first.email })
    expect((await listOf(second)).json()).toEqual([])
    await send('PUT', '/api/notifications/read', bearer(second))
    const [row] = await suite.t.app.database.db
      .selectFrom('notifications')
      .select('read_at')
      .where('post_id', '=', postId)
      .execute()
    expect(row?.read_at).toBeNull()
  })

  test('posts carry authorId and comments userId: the uid of the token’s subject', async () => {
    const author = await createUser(suite.t)
    const reader = await createUser(suite.t)
    const postId = await publishPost(suite.t, author)
    const post = PostSchema.parse((await suite.t.app.inject(`/api/post/${postId}`)).json())
    expect(post.authorId).toBe(author.uid)
    const comment = await commentOn(suite.t, reader, { postId, comment: 'Nice' })
    expect(comment.userId).toBe(reader.uid)
    const list = CommentListSchema.parse(
      (await suite.t.app.inject(`/api/comment/${postId}`)).json(),
    )
    expect(list[0]?.userId).toBe(reader.uid)
  })

  test('a disabled or deleted account cannot exchange its ID token any more', async () => {
    // firebase-admin checks revocation against the emulator anyway; a real project only if asked.
    const verify = vi.spyOn(suite.t.app.identity.auth, 'verifyIdToken')
    const disabled = await createUser(suite.t)
    expect(verify).toHaveBeenCalledWith(expect.any(String), true)
    verify.mockRestore()
    const idToken = await signInIdToken(disabled.email)
    await suite.t.app.identity.auth.updateUser(disabled.uid, { disabled: true })
    expect((await exchangeIdToken(suite.t, disabled.email, idToken)).statusCode).toBe(401)

    const deleted = await createUser(suite.t)
    await suite.t.app.identity.auth.deleteUser(deleted.uid)
    expect((await exchangeIdToken(suite.t, deleted.email, deleted.idToken)).statusCode).toBe(401)
  })

  test("a deleted, disabled or signed-out-everywhere account's server token writes no more (issue 21)", async () => {
    const author = await createUser(suite.t)
    const postId = await publishPost(suite.t, author)
    const comment = (user: TestUser) =>
      send('POST', '/api/comment', bearer(user), { postId, comment: 'Still here?' })
    const deleted = await createUser(suite.t)
    await suite.t.app.identity.auth.deleteUser(deleted.uid)
    const refused = await comment(deleted)
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({
      error: { code: 'unauthorized', message: ACCOUNT_ENDED_MESSAGE },
    })
    const disabled = await createUser(suite.t)
    await suite.t.app.identity.auth.updateUser(disabled.uid, { disabled: true })
    expect((await comment(disabled)).statusCode).toBe(401)
    const revoked = await createUser(suite.t)
    // Revocation is to the second: a token issued in the same second would still pass.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await suite.t.app.identity.auth.revokeRefreshTokens(revoked.uid)
    expect((await comment(revoked)).statusCode).toBe(401)
    // A reader is not asked to prove it: reads stay as they were until the token ends.
    const read = await send('GET', '/api/userPost', bearer(deleted))
    expect(read.statusCode).toBe(200)
    expect((await comment(author)).statusCode).toBe(201)
  })

  test('server tokens live 15 minutes', async () => {
    const user = await createUser(suite.t)
    const res = await exchangeIdToken(suite.t, user.email, await signInIdToken(user.email))
    const claims = decodeJwt(TokenResponseSchema.parse(res.json()).token)
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60)
  })

  test('a post from before uids is claimed by the account that held its email when it was written, and by no later one', async () => {
    const { db } = suite.t.app.database
    const user = await createUser(suite.t)
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
    const res = await exchangeIdToken(suite.t, user.email, await signInIdToken(user.email))
    const token = TokenResponseSchema.parse(res.json()).token
    const notifications = await send('GET', `/api/notification/${encodeURIComponent(user.email)}`, {
      authorization: `Bearer ${token}`,
    })
    expect(notifications.json()).toEqual([expect.objectContaining({ postId: after })])
    const mine = await send('GET', '/api/userPost', { authorization: `Bearer ${token}` })
    expect(UserPostListSchema.parse(mine.json()).map((p) => p._id)).toEqual([after])
    const edit = (id: string) =>
      send(
        'PUT',
        `/api/updatePost/${id}`,
        { authorization: `Bearer ${token}` },
        { postBody: postInput({ postTitle: 'Edited' }) },
      )
    expect((await edit(after)).statusCode).toBe(200)
    expect((await edit(before)).statusCode).toBe(403)
  })
})
