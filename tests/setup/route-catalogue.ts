// Every route of the route table (app.routeTable), with a representative request and what each
// kind of caller gets. The OpenAPI conformance test and the reliability suite (the authorization
// matrix, the fuzz) walk the route table and look each route up here: a route that is not here
// fails them, so a new route is covered the day it is added.
/// <reference types="vite/client" />
import zlib from 'node:zlib'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { ImageUploadResponseSchema } from '../../contract/images'
import {
  type Caller,
  type RouteSpec,
  type World,
  auth,
  everyone,
  uploadBody,
} from './route-callers'
import type { TestApp } from './server'
import { type TestUser, bearer, createUser, giveRoles, publishPost } from './users'

export type { Caller, RouteSpec, World } from './route-callers'
export { CALLERS, expectedFor, said, uploadBody } from './route-callers'

/**
 * Each folder of server/ holds the rows of its own routes in its `route-catalogue.ts` (ADR
 * 0061); they are gathered here, so a new capability's rows edit no list.
 */
const folders = import.meta.glob<{ routes: Record<string, RouteSpec> }>(
  '../../server/*/route-catalogue.ts',
  { eager: true },
)

/** The app's own routes, of no capability: the CORS preflight. */
const APP_ROUTES: Record<string, RouteSpec> = {
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
}

export const ROUTES: Record<string, RouteSpec> = { ...APP_ROUTES }
for (const [file, { routes }] of Object.entries(folders)) {
  for (const [key, spec] of Object.entries(routes)) {
    if (ROUTES[key]) throw new Error(`${key} is in the route catalogue twice (${file})`)
    ROUTES[key] = spec
  }
}

/** Routes that are not part of the API the OpenAPI document describes. */
export const UNDOCUMENTED = new Set(['GET /api/openapi.json', 'OPTIONS *'])

/** `METHOD url` of a route-table entry. */
export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`

/** Users, a post and an image: what every route's request needs. */
export async function createWorld(t: TestApp): Promise<World> {
  // The records' owner owns the site too: every role's route is asked as each role and as none.
  const owner = await createUser(t)
  const other = await createUser(t)
  const unverified = await createUser(t, { verified: false })
  const [contributor, editor, administrator] = await Promise.all([
    createUser(t),
    createUser(t),
    createUser(t),
  ])
  await giveRoles(t, [
    [owner, 'owner'],
    [contributor, 'contributor'],
    [editor, 'editor'],
    [administrator, 'administrator'],
  ])
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
  return {
    t,
    owner,
    other,
    unverified,
    contributor,
    editor,
    administrator,
    postId,
    imageName: url.split('/').pop() ?? '',
  }
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
