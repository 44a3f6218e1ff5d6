// Shapes shared by every part of the API contract. The server validates with these, the
// client parses answers with them, and the msw handlers are typed by them.
//
// Written with zod/mini (functions, not methods): the client carries a few KiB of zod instead of
// the whole library, and fetches even those with its first API answer, not on the first load
// (docs/decisions/0018). The server validates with the same schemas through
// fastify-type-provider-zod, which takes any zod 4 schema.
import * as z from 'zod/mini'
import { ID_PATTERN } from './wire'

export { nextCursorFromLink } from './wire'

/** Server-made ids: URL-safe, so they can stand in a path without encoding. */
export const IdSchema = z.string().check(z.regex(ID_PATTERN, 'Not a valid id'))
export type Id = z.infer<typeof IdSchema>

/** Every timestamp on the wire is ISO-8601 UTC, made by the server. */
export const IsoDateSchema = z.iso.datetime()

export const EmailSchema = z.email('Invalid email address').check(z.maxLength(320))

/**
 * Words someone writes (a comment, a reply, a reason, a title): trimmed first, so spaces alone
 * are `empty`; at most `max` characters after that, or `tooLong`.
 */
export function writtenText(max: number, empty: string, tooLong: string) {
  return z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(max, tooLong))
}

/** `{ error: { code, message, fields? } }`: the one error shape of every 4xx and 5xx answer. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>

export const PAGE_SIZE_DEFAULT = 20
export const PAGE_SIZE_MAX = 100

/**
 * Keyset pages: `limit` items, newest first, after the opaque `cursor`. The body of a list
 * answer stays a plain array; the next page's URL travels in `Link: <…>; rel="next"`.
 */
export const PageQuerySchema = z.object({
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGE_SIZE_MAX)),
    PAGE_SIZE_DEFAULT,
  ),
  cursor: z.optional(
    z.string().check(
      z.maxLength(200),
      z.regex(/^[A-Za-z0-9_-]+$/, 'Not a valid cursor'),
      // What the server holds it to (server/pagination/cursor.ts), said where a client reads.
      z.describe(
        'The `cursor` of the next page\'s URL (`Link: <…>; rel="next"`), as it was given: the base64url of the last item\'s date and id. Any other value answers 400 Not a valid cursor.',
      ),
    ),
  ),
})
export type PageQuery = z.infer<typeof PageQuerySchema>
