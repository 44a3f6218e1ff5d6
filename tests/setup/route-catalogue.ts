// Every route of the route table (app.routeTable), with a representative request and what each
// kind of caller gets. The OpenAPI conformance test and the reliability suite (the authorization
// matrix, the fuzz) walk the route table and look each route up here: a route that is not here
// fails them, so a new route is covered the day it is added.
import zlib from 'node:zlib'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { expect } from 'vitest'
import { ImageUploadResponseSchema } from '../../contract/images'
import { blockRoutes } from './block-routes'
import { federationRoutes } from './federation-routes'
import { remoteFollowRoutes } from './remote-follow-routes'
import { followRoutes } from './follow-routes'
import { moderationRoutes } from './moderation-routes'
import { statsRoutes } from './stats-routes'
import { transferRoutes } from './transfer-routes'
import {
  type Caller,
  type RouteSpec,
  type World,
  auth,
  everyone,
  ownerOnly,
  signedIn,
} from './route-callers'
import type { TestApp } from './server'
import { type TestUser, bearer, commentOn, createUser, postInput, publishPost } from './users'

export type { Caller, RouteSpec, World } from './route-callers'
export { CALLERS } from './route-callers'

let sayings = 0
/** Words never said before: the same comment twice in a minute is refused (issue 26 item 6). */
export const said = (text: string) => `${text} ${++sayings}`

/** A notification to the owner: someone else comments on the owner's post. */
async function notificationForOwner(w: World): Promise<string> {
  await commentOn(w.t, w.other, { postId: w.postId, comment: said('A comment that notifies') })
  const row = await w.t.app.database.db
    .selectFrom('notifications')
    .select('id')
    .where('recipient_email', '=', w.owner.email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A new confirmed subscription of the owner's address to the owner's posts; answers its id. */
async function ownerSubscription(w: World): Promise<string> {
  const at = new Date().toISOString()
  const id = `sub${Math.random().toString(36).slice(2, 12)}`
  // A fresh author each time: one row per (address, author).
  await w.t.app.database.db
    .insertInto('subscriptions')
    .values({
      id,
      email: w.owner.email.toLowerCase(),
      author_id: `author-${id}`,
      state: 'confirmed',
      requested_at: at,
      confirmed_at: at,
      updated_at: at,
    })
    .execute()
  return id
}

/** The oldest saved version of the world's post. */
async function firstRevision(w: World): Promise<string> {
  const row = await w.t.app.database.db
    .selectFrom('post_revisions')
    .select('id')
    .where('post_id', '=', w.postId)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  return row.id
}

let subscriber = 0

export async function uploadBody(): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#357' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png')
  const request = new Request('http://quill.invalid', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}

export const ROUTES: Record<string, RouteSpec> = {
  'GET /api/health': {
    request: async (_w, as) => ({ method: 'GET', url: '/api/health', headers: auth(as) }),
    expect: everyone(200),
  },
  'GET /api/openapi.json': {
    request: async (_w, as) => ({ method: 'GET', url: '/api/openapi.json', headers: auth(as) }),
    expect: everyone(200),
  },
  'POST /api/getToken': {
    // The owner's email, with the caller's Firebase ID token.
    request: async (w, as) => ({
      method: 'POST',
      url: '/api/getToken',
      headers: as ? { authorization: `Bearer ${as.idToken}` } : {},
      payload: { email: w.owner.email },
    }),
    expect: { none: 401, other: 403, unverified: 403, owner: 200 },
  },
  'GET /api/posts': {
    request: async (_w, as) => ({ method: 'GET', url: '/api/posts?limit=5', headers: auth(as) }),
    expect: everyone(200),
  },
  'GET /api/search': {
    request: async (_w, as) => ({ method: 'GET', url: '/api/search?q=sea', headers: auth(as) }),
    expect: everyone(200),
  },
  'GET /api/people': {
    request: async (_w, as) => ({ method: 'GET', url: '/api/people?q=a', headers: auth(as) }),
    expect: everyone(200),
  },
  'GET /api/tags': {
    request: async (_w, as) => ({ method: 'GET', url: '/api/tags', headers: auth(as) }),
    expect: everyone(200),
  },
  'GET /api/post/:postId': {
    // A draft of the owner's: a published post is everyone's (posts.api.test.ts), a draft is
    // there for its author alone, and a 404 to anyone else.
    request: async (w, as) => {
      const draft = await publishPost(w.t, w.owner, { status: 'draft', postBody: '', image: '' })
      return { method: 'GET', url: `/api/post/${draft}`, headers: auth(as) }
    },
    expect: { none: 404, other: 404, unverified: 404, owner: 200 },
  },
  'GET /api/userPost': {
    request: async (_w, as) => ({ method: 'GET', url: '/api/userPost', headers: auth(as) }),
    expect: signedIn(200),
  },
  'POST /api/post': {
    request: async (_w, as) => ({
      method: 'POST',
      url: '/api/post',
      headers: auth(as),
      payload: postInput({ postTitle: 'Matrix post' }),
    }),
    expect: { none: 401, other: 201, unverified: 403, owner: 201 },
  },
  'POST /api/preview': {
    request: async (_w, as) => ({
      method: 'POST',
      url: '/api/preview',
      headers: auth(as),
      payload: { postBody: '# Matrix preview' },
    }),
    expect: { none: 401, other: 200, unverified: 403, owner: 200 },
  },
  'PUT /api/updatePost/:postId': {
    request: async (w, as) => ({
      method: 'PUT',
      url: `/api/updatePost/${w.postId}`,
      headers: auth(as),
      payload: { postBody: { postTitle: 'Edited title', postBody: 'Edited body' } },
    }),
    expect: ownerOnly(200),
  },
  // A post's history (issue 27): its author's alone.
  'GET /api/post/:postId/revisions': {
    request: async (w, as) => ({
      method: 'GET',
      url: `/api/post/${w.postId}/revisions`,
      headers: auth(as),
    }),
    expect: ownerOnly(200),
  },
  'GET /api/post/:postId/revisions/:revisionId': {
    request: async (w, as) => ({
      method: 'GET',
      url: `/api/post/${w.postId}/revisions/${await firstRevision(w)}`,
      headers: auth(as),
    }),
    expect: ownerOnly(200),
  },
  'POST /api/post/:postId/revisions/:revisionId/restore': {
    request: async (w, as) => ({
      method: 'POST',
      url: `/api/post/${w.postId}/revisions/${await firstRevision(w)}/restore`,
      headers: auth(as),
    }),
    expect: ownerOnly(200),
  },
  'DELETE /api/deletePost/:postId': {
    request: async (w, as) => ({
      method: 'DELETE',
      url: `/api/deletePost/${await publishPost(w.t, w.owner, { postTitle: 'To delete' })}`,
      headers: auth(as),
    }),
    expect: ownerOnly(200),
  },
  'GET /api/comment/:postId': {
    request: async (w, as) => ({
      method: 'GET',
      url: `/api/comment/${w.postId}`,
      headers: auth(as),
    }),
    expect: everyone(200),
  },
  'POST /api/comment': {
    request: async (w, as) => ({
      method: 'POST',
      url: '/api/comment',
      headers: auth(as),
      payload: { postId: w.postId, comment: said('A matrix comment') },
    }),
    expect: signedIn(201),
  },
  'PUT /api/comment/:commentId': {
    // The owner's comment: only its author may edit it.
    request: async (w, as) => ({
      method: 'PUT',
      url: `/api/comment/${(await commentOn(w.t, w.owner, { postId: w.postId, comment: said('Mine') }))._id}`,
      headers: auth(as),
      payload: { comment: 'Edited in the matrix' },
    }),
    expect: ownerOnly(200),
  },
  'DELETE /api/comment/:commentId': {
    // The owner's comment on the owner's post: nobody else may delete it.
    request: async (w, as) => ({
      method: 'DELETE',
      url: `/api/comment/${(await commentOn(w.t, w.owner, { postId: w.postId, comment: said('Mine') }))._id}`,
      headers: auth(as),
    }),
    expect: ownerOnly(200),
  },
  'PUT /api/post/:postId/like': {
    request: async (w, as) => ({
      method: 'PUT',
      url: `/api/post/${w.postId}/like`,
      headers: auth(as),
    }),
    expect: signedIn(200),
  },
  'DELETE /api/post/:postId/like': {
    request: async (w, as) => ({
      method: 'DELETE',
      url: `/api/post/${w.postId}/like`,
      headers: auth(as),
    }),
    expect: signedIn(200),
  },
  // One's own reading list (issue 24): anyone signed in saves a post they may read, and reads
  // their own list only (the list is answered per caller; there is no one else's to ask for).
  'PUT /api/post/:postId/bookmark': {
    request: async (w, as) => ({
      method: 'PUT',
      url: `/api/post/${w.postId}/bookmark`,
      headers: auth(as),
    }),
    expect: signedIn(200),
  },
  'DELETE /api/post/:postId/bookmark': {
    request: async (w, as) => ({
      method: 'DELETE',
      url: `/api/post/${w.postId}/bookmark`,
      headers: auth(as),
    }),
    expect: signedIn(200),
  },
  'GET /api/bookmarks': {
    request: async (_w, as) => ({ method: 'GET', url: '/api/bookmarks', headers: auth(as) }),
    expect: signedIn(200),
  },
  'GET /api/authors/:authorId': {
    request: async (w, as) => ({
      method: 'GET',
      url: `/api/authors/${w.owner.uid}`,
      headers: auth(as),
    }),
    expect: everyone(200),
  },
  'PUT /api/profile': {
    // One's own profile: any signed-in user sets theirs.
    request: async (_w, as) => ({
      method: 'PUT',
      url: '/api/profile',
      headers: auth(as),
      payload: { displayName: 'Matrix Name', photoURL: '', bio: 'A bio from the matrix' },
    }),
    expect: signedIn(200),
  },
  // Issue 24: posts by email. Subscribing, confirming and unsubscribing need no sign-in (the
  // signed token in the mail's link is the key); one's own list needs a verified address.
  'POST /api/subscriptions': {
    request: async (w, as) => ({
      method: 'POST',
      url: '/api/subscriptions',
      headers: auth(as),
      payload: { email: `matrix-${subscriber++}@example.org`, authorId: w.owner.uid },
    }),
    expect: everyone(202),
  },
  'POST /api/subscriptions/confirm': {
    request: async (w, as) => ({
      method: 'POST',
      url: '/api/subscriptions/confirm',
      headers: auth(as),
      payload: {
        token: w.t.app.mail.tokens.sign(
          'confirm',
          JSON.stringify({ email: w.owner.email.toLowerCase(), sentAt: new Date().toISOString() }),
        ),
      },
    }),
    expect: everyone(200),
  },
  'GET /api/subscriptions/unsubscribe': {
    request: async (w, as) => ({
      method: 'GET',
      url: `/api/subscriptions/unsubscribe?token=${w.t.app.mail.tokens.sign('unsubscribe', await ownerSubscription(w))}`,
      headers: auth(as),
    }),
    expect: everyone(303),
  },
  'POST /api/subscriptions/unsubscribe': {
    request: async (w, as) => ({
      method: 'POST',
      url: `/api/subscriptions/unsubscribe?token=${w.t.app.mail.tokens.sign('unsubscribe', await ownerSubscription(w))}`,
      headers: { ...auth(as), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    }),
    expect: everyone(200),
  },
  'GET /api/subscriptions': {
    request: async (_w, as) => ({ method: 'GET', url: '/api/subscriptions', headers: auth(as) }),
    expect: { ...signedIn(200), unverified: 403 },
  },
  'DELETE /api/subscriptions/:subscriptionId': {
    // Someone else's subscription is answered as one that does not exist.
    request: async (w, as) => ({
      method: 'DELETE',
      url: `/api/subscriptions/${await ownerSubscription(w)}`,
      headers: auth(as),
    }),
    expect: { none: 401, other: 404, unverified: 403, owner: 200 },
  },
  'GET /api/notification/:email': {
    request: async (w, as) => ({
      method: 'GET',
      url: `/api/notification/${encodeURIComponent(w.owner.email)}`,
      headers: auth(as),
    }),
    expect: ownerOnly(200),
  },
  'DELETE /api/notification/:notificationId': {
    request: async (w, as) => ({
      method: 'DELETE',
      url: `/api/notification/${await notificationForOwner(w)}`,
      headers: auth(as),
    }),
    expect: ownerOnly(200),
  },
  'PUT /api/notification/:notificationId/read': {
    request: async (w, as) => ({
      method: 'PUT',
      url: `/api/notification/${await notificationForOwner(w)}/read`,
      headers: auth(as),
    }),
    // Someone else's notification is answered as one that does not exist (ADR 0015).
    expect: ownerOnly(200, 404),
  },
  'PUT /api/notifications/read': {
    request: async (_w, as) => ({
      method: 'PUT',
      url: '/api/notifications/read',
      headers: auth(as),
    }),
    expect: signedIn(200),
  },
  'GET /api/notification-events': {
    // An EventSource cannot send headers: the token is in the query.
    request: async (_w, as) => ({
      method: 'GET',
      url: `/api/notification-events${as ? `?token=${as.token}` : ''}`,
    }),
    expect: signedIn(200),
    stream: true,
  },
  'POST /api/images': {
    request: async (_w, as) => {
      const body = await uploadBody()
      return {
        method: 'POST',
        url: '/api/images?key=quill',
        payload: body.payload,
        headers: { ...body.headers, ...auth(as) },
      }
    },
    // Uploads need a verified email, as posting does (issue 11, item 6).
    expect: { ...signedIn(200), unverified: 403 },
  },
  'GET /api/dev/oob-codes': {
    // Emulator mode only, and only from this machine (inject's address is loopback).
    request: async (_w, as) => ({ method: 'GET', url: '/api/dev/oob-codes', headers: auth(as) }),
    expect: everyone(200),
  },
  'GET /api/dev/mail': {
    // Emulator mode without SMTP_URL only, and only from this machine.
    request: async (_w, as) => ({ method: 'GET', url: '/api/dev/mail', headers: auth(as) }),
    expect: everyone(200),
  },
  'GET /images/:name': {
    request: async (w, as) => ({ method: 'GET', url: `/images/${w.imageName}`, headers: auth(as) }),
    expect: everyone(200),
  },
  // Issue 15: feeds, sitemap and robots.txt, public and the same for everyone.
  'GET /rss.xml': {
    request: async (_w, as) => ({ method: 'GET', url: '/rss.xml', headers: auth(as) }),
    expect: everyone(200),
  },
  'GET /tag/:tag/rss.xml': {
    request: async (w, as) => {
      await publishPost(w.t, w.owner, { tags: ['catalogue'] })
      return { method: 'GET', url: '/tag/catalogue/rss.xml', headers: auth(as) }
    },
    expect: everyone(200),
  },
  'GET /author/:authorId/rss.xml': {
    request: async (w, as) => ({
      method: 'GET',
      url: `/author/${w.owner.uid}/rss.xml`,
      headers: auth(as),
    }),
    expect: everyone(200),
  },
  'GET /sitemap.xml': {
    request: async (_w, as) => ({ method: 'GET', url: '/sitemap.xml', headers: auth(as) }),
    expect: everyone(200),
  },
  'GET /sitemap/:part': {
    // A part exists only past 50,000 URLs: with fewer, every part is a 404.
    request: async (_w, as) => ({ method: 'GET', url: '/sitemap/1.xml', headers: auth(as) }),
    expect: everyone(404),
  },
  'GET /robots.txt': {
    request: async (_w, as) => ({ method: 'GET', url: '/robots.txt', headers: auth(as) }),
    expect: everyone(200),
  },
  'OPTIONS *': {
    // A CORS preflight. With no CORS_ORIGINS (the tests'), CORS is closed: the preflight finds
    // no route, for anyone.
    request: async (_w, as) => ({
      method: 'OPTIONS',
      url: '/api/posts',
      headers: {
        ...auth(as),
        origin: 'https://elsewhere.example',
        'access-control-request-method': 'POST',
      },
    }),
    expect: everyone(404),
  },
  ...followRoutes,
  ...federationRoutes,
  ...remoteFollowRoutes,
  ...blockRoutes,
  ...transferRoutes,
  ...moderationRoutes,
  ...statsRoutes,
}

/** Routes that are not part of the API the OpenAPI document describes. */
export const UNDOCUMENTED = new Set(['GET /api/openapi.json', 'OPTIONS *'])

/** `METHOD url` of a route-table entry. */
export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`

/** Users, a post and an image: what every route's request needs. */
export async function createWorld(t: TestApp): Promise<World> {
  const owner = await createUser(t)
  // The owner moderates too (issue 26): every moderator's route is asked as a moderator and not.
  t.app.config.moderatorEmails.push(owner.email.toLowerCase())
  const other = await createUser(t)
  const unverified = await createUser(t, { verified: false })
  const postId = await publishPost(t, owner)
  const body = await uploadBody()
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/images?key=quill',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(owner) },
  })
  expect(uploaded.statusCode, uploaded.body).toBe(200)
  const url = ImageUploadResponseSchema.parse(uploaded.json()).data.url
  return { t, owner, other, unverified, postId, imageName: url.split('/').pop() ?? '' }
}

export const userFor = (w: World, caller: Caller): TestUser | undefined =>
  caller === 'none' ? undefined : w[caller]

/** The body as text, uncompressed when the answer was compressed (the caller accepted it). */
function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload
  switch (String(res.headers['content-encoding'] ?? '')) {
    case 'gzip':
      return zlib.gunzipSync(raw).toString()
    case 'br':
      return zlib.brotliDecompressSync(raw).toString()
    case 'deflate':
      return zlib.inflateSync(raw).toString()
    default:
      return res.body
  }
}

/** Sends a request; a stream's answer is read up to its headers, then dropped. */
export async function send(
  t: TestApp,
  options: InjectOptions,
  stream = false,
): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }> {
  if (!stream) {
    const res: LightMyRequestResponse = await t.app.inject(options)
    return { statusCode: res.statusCode, headers: res.headers, body: decoded(res) }
  }
  const res = await t.app.inject({ ...options, payloadAsStream: true })
  const readable = res.stream()
  if (res.statusCode === 200) {
    readable.destroy()
    return { statusCode: res.statusCode, headers: res.headers, body: '' }
  }
  const chunks: Buffer[] = []
  for await (const chunk of readable) chunks.push(Buffer.from(chunk as Buffer))
  return {
    statusCode: res.statusCode,
    headers: res.headers,
    body: Buffer.concat(chunks).toString(),
  }
}
