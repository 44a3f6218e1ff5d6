// Shapes shared by every part of the API contract. The server validates with these, the
// client parses answers with them, and the msw handlers are typed by them.
import { z } from 'zod'

/** Server-made ids: URL-safe, so they can stand in a path without encoding. */
export const IdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid id')
export type Id = z.infer<typeof IdSchema>

/** Every timestamp on the wire is ISO-8601 UTC, made by the server. */
export const IsoDateSchema = z.iso.datetime()

export const EmailSchema = z.email('Invalid email address').max(320)

/** `{ error: { code, message, fields? } }`: the one error shape of every 4xx and 5xx answer. */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
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
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  cursor: z.string().max(200).optional(),
})
export type PageQuery = z.infer<typeof PageQuerySchema>

/** Reads the `cursor` of the `rel="next"` link out of a `Link` header, or null on the last page. */
export function nextCursorFromLink(link: string | null | undefined): string | null {
  if (!link) return null
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/.exec(part)
    if (!match?.[1]) continue
    const url = new URL(match[1], 'http://quill.invalid')
    return url.searchParams.get('cursor')
  }
  return null
}
