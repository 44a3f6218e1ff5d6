// Keyset pages: a query reads limit + 1 rows after the cursor; the extra row only says that a
// next page exists, and the next page's URL travels in the `Link` header.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type Cursor, decodeCursor, encodeCursor } from './cursor'

export interface PageRequest {
  limit: number
  /** Decoded; undefined for the first page. */
  after: Cursor | undefined
}

export function pageRequest(query: { limit: number; cursor?: string | undefined }): PageRequest {
  return { limit: query.limit, after: query.cursor ? decodeCursor(query.cursor) : undefined }
}

/**
 * Cuts the extra row off and, when there was one, sets
 * `Link: </api/…?limit=N&cursor=…>; rel="next"` on the reply.
 */
export function sendPage<Row extends { created_at: string; id: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  rows: Row[],
  limit: number,
): Row[] {
  if (rows.length <= limit) return rows
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  if (last) {
    const cursor = encodeCursor({ createdAt: last.created_at, id: last.id })
    const path = request.url.split('?')[0] ?? request.url
    reply.header('Link', `<${path}?limit=${limit}&cursor=${cursor}>; rel="next"`)
  }
  return page
}
