// Who calls in the route catalogue (route-catalogue.ts) and what each kind of caller gets: shared
// by the catalogue and the rows it gathers from each folder (server/*/route-catalogue.ts).
import type { InjectOptions } from 'fastify'
import sharp from 'sharp'
import { roleAtLeast } from '../../contract/site'
import type { TestApp } from './server'
import { type TestUser, bearer } from './users'

/**
 * The records the requests are about, owned by `owner`, who also owns the site. `other` is a
 * verified person without a role (an author, as everyone is by default); the staff callers each
 * hold the one role they are named for (docs/decisions/0074).
 */
export interface World {
  t: TestApp
  owner: TestUser
  other: TestUser
  unverified: TestUser
  contributor: TestUser
  editor: TestUser
  administrator: TestUser
  postId: string
  imageName: string
}

/** The callers every row states. */
type BaseCaller = 'none' | 'other' | 'unverified' | 'owner'
/** Staff who do not own the record: a row states them only where their role changes the answer. */
export type StaffCaller = 'contributor' | 'editor' | 'administrator'
export type Caller = BaseCaller | StaffCaller
export const CALLERS: Caller[] = [
  'none',
  'other',
  'unverified',
  'contributor',
  'editor',
  'administrator',
  'owner',
]

export interface RouteSpec {
  /**
   * The owner's request, as `as` sends it (its credentials, or none): the same records, so
   * another user's token asks for the owner's post. Called once per request: a request that
   * destroys its record (a delete) makes a new one each time.
   */
  request(w: World, as: TestUser | undefined): Promise<InjectOptions>
  /**
   * The status each caller gets. A staff caller the row does not name gets what `other` gets:
   * a role changes nothing but what the row says it does.
   */
  expect: Record<BaseCaller, number> & Partial<Record<StaffCaller, number>>
  /** The answer is a stream that does not end: inject with payloadAsStream. */
  stream?: true
}

export const auth = (as: TestUser | undefined) => (as ? bearer(as) : {})

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Most rows' request: `method` on a URL (fixed, or made from the world's records) with the
 * caller's token, and a JSON body where the route takes one.
 */
export const asCaller =
  (
    method: Method,
    url: string | ((w: World) => string | Promise<string>),
    payload?: (w: World) => Record<string, unknown> | Promise<Record<string, unknown>>,
  ): RouteSpec['request'] =>
  async (w, as) => ({
    method,
    url: typeof url === 'string' ? url : await url(w),
    headers: auth(as),
    ...(payload ? { payload: await payload(w) } : {}),
  })
export const everyone = (status: number): RouteSpec['expect'] => ({
  none: status,
  other: status,
  unverified: status,
  owner: status,
})

/** The status a row expects for `caller`. */
export const expectedFor = (spec: RouteSpec, caller: Caller): number =>
  spec.expect[caller] ?? spec.expect.other

/**
 * The site's staff from role `least` up get `status` (the site's owner is every role); anyone
 * else signed in gets 403, nobody 401.
 */
export const roleOnly = (
  least: 'editor' | 'administrator' | 'owner',
  status: number,
): Record<Caller, number> => ({
  none: 401,
  other: 403,
  unverified: 403,
  contributor: 403,
  editor: roleAtLeast('editor', least) ? status : 403,
  administrator: roleAtLeast('administrator', least) ? status : 403,
  owner: status,
})

/** Signed in, on one's own data: any user gets what the owner gets. */
export const signedIn = (status: number) => ({ ...everyone(status), none: 401 })
/** The owner only; `refused` for anyone else (403, or 404 where it is not theirs to see). */
export const ownerOnly = (status: number, refused: 403 | 404 = 403) => ({
  none: 401,
  other: refused,
  unverified: refused,
  owner: status,
})

let sayings = 0
/** Words never said before: the same comment twice in a minute is refused (issue 26 item 6). */
export const said = (text: string) => `${text} ${++sayings}`

/** A small PNG as a multipart body, as the image upload takes it. */
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
