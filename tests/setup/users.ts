// Users for API tests, with real ID tokens from the Auth emulator, and the few things they do
// in almost every test (publish a post, comment on one).
import { randomBytes } from 'node:crypto'
import { SignJWT } from 'jose'
import { expect, inject } from 'vitest'
import { TokenResponseSchema } from '../../contract/auth'
import { CommentListSchema, CommentSchema, type NewCommentInput } from '../../contract/comments'
import { NotificationListSchema } from '../../contract/notifications'
import { InsertResultSchema, type NewPostInput } from '../../contract/posts'
import type { Role } from '../../contract/site'
import '../../server/site/tables'
import type { TestApp } from './server'

const PASSWORD = 'correct horse battery staple'

export interface TestUser {
  uid: string
  email: string
  name: string
  verified: boolean
  /** A fresh Firebase ID token (what POST /api/getToken takes). */
  idToken: string
  /** The server's own token (what every protected call takes). */
  token: string
}

async function emulator<T>(endpoint: string, body: unknown): Promise<T> {
  const url = `http://${inject('emulatorHost')}/identitytoolkit.googleapis.com/v1/${endpoint}?key=any`
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${endpoint}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/**
 * A server token signed by `t` for a new emulator account, without a token exchange (so no
 * exchange is counted against a limit): writes check that the account exists (issue 21).
 */
export async function accountToken(
  t: TestApp,
  { name, verified = true }: { name: string; verified?: boolean },
): Promise<{ uid: string; email: string; token: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomBytes(4).toString('hex')}@example.com`
  const { localId: uid } = await emulator<{ localId: string }>('accounts:signUp', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  })
  const token = await t.app.signAccessToken({ uid, email, emailVerified: verified, name })
  return { uid, email, token }
}

/** Signs in with the password every test user has; answers a fresh ID token. */
export async function signInIdToken(email: string): Promise<string> {
  const { idToken } = await emulator<{ idToken: string }>('accounts:signInWithPassword', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  })
  return idToken
}

export async function exchangeIdToken(t: TestApp, email: string, idToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/getToken',
    headers: { authorization: `Bearer ${idToken}` },
    payload: { email },
  })
}

/** A new emulator user (verified unless told otherwise), signed in to the server. */
export async function createUser(
  t: TestApp,
  options: { email?: string; name?: string; verified?: boolean } = {},
): Promise<TestUser> {
  const tag = randomBytes(4).toString('hex')
  const email = options.email ?? `user-${tag}@example.com`
  const name = options.name ?? `User ${tag}`
  const verified = options.verified ?? true
  const { localId: uid } = await emulator<{ localId: string }>('accounts:signUp', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  })
  await t.app.identity.auth.updateUser(uid, { displayName: name, emailVerified: verified })
  // The sign-up's ID token predates the profile change; a new sign-in carries it.
  const idToken = await signInIdToken(email)
  const res = await exchangeIdToken(t, email, idToken)
  expect(res.statusCode, res.body).toBe(200)
  const { token } = TokenResponseSchema.parse(res.json())
  return { uid, email, name, verified, idToken, token }
}

/** The headers a signed-in client sends. */
export function bearer(user: Pick<TestUser, 'token'>): { authorization: string } {
  return { authorization: `Bearer ${user.token}` }
}

/** A server token for this user, correctly signed, that expired a minute ago. */
export async function expiredToken(t: TestApp, user: TestUser): Promise<string> {
  const secret = t.config.tokenSecret
  if (!secret) throw new Error('the test app has no TOKEN_SECRET')
  const past = Math.floor(Date.now() / 1000) - 60
  return new SignJWT({ email: user.email, email_verified: user.verified, name: user.name })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.uid)
    .setIssuer('quill')
    .setIssuedAt(past - 3600)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(secret))
}

/** An image URL of the built-in host as the test apps configure it (PUBLIC_URL unset). */
export const TEST_IMAGE = `http://localhost:3000/images/${'a'.repeat(64)}.webp`

export function postInput(
  overrides: Partial<NewPostInput> = {},
): NewPostInput & { postBody: string; image: string } {
  return {
    postTitle: 'A day at the sea',
    postBody: 'The water was cold and the sand was warm.',
    image: TEST_IMAGE,
    ...overrides,
  }
}

/** Publishes a post through the API; answers its id. */
export async function publishPost(
  t: TestApp,
  user: TestUser,
  overrides: Partial<NewPostInput> = {},
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/post',
    headers: bearer(user),
    payload: postInput(overrides),
  })
  expect(res.statusCode, res.body).toBe(201)
  return InsertResultSchema.parse(res.json()).insertedId
}

/** Comments through the API; answers the stored comment. */
export async function commentOn(t: TestApp, user: TestUser, input: NewCommentInput) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/comment',
    headers: bearer(user),
    payload: input,
  })
  expect(res.statusCode, res.body).toBe(201)
  return CommentSchema.parse(res.json())
}

/** A post's comments as anyone reads them (`GET /api/comment/:postId`). */
export async function commentsOf(t: TestApp, postId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/comment/${postId}` })
  expect(res.statusCode, res.body).toBe(200)
  return CommentListSchema.parse(res.json())
}

/** A user's own notifications, as their client reads them. */
export async function notificationsOf(t: TestApp, user: TestUser) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/notification/${encodeURIComponent(user.email)}`,
    headers: bearer(user),
  })
  expect(res.statusCode, res.body).toBe(200)
  return NotificationListSchema.parse(res.json())
}

/** Gives each user a staff role, straight in the database (docs/decisions/0074). */
export async function giveRoles(t: TestApp, roles: [TestUser, Role][]): Promise<void> {
  for (const [user, role] of roles) {
    await t.app.database.db
      .insertInto('staff')
      .values({
        uid: user.uid,
        email: user.email.toLowerCase(),
        role,
        created_at: new Date().toISOString(),
        added_by: null,
      })
      .execute()
  }
  t.app.publicAnswersChanged()
}
