// Keyset pages: a query reads limit + 1 rows after the cursor; the extra row only says that a
// next page exists, and the next page's URL travels in the `Link` header.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type Cursor, decodeCursor, encodeCursor } from './cursor'

export interface PageRequest {
  limit: number
  /** Decoded; undefined for the first page. */
  after: Cursor | undefined
}

/**
 * The path of the route asked for, made from its pattern and parameters rather than the URL as
 * sent: every spelling of one list (`/api/posts/`, `%61`) links the same next page, so an answer
 * kept for one (plugins/public-answers.ts) is right for all.
 */
function routePath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url
  if (!pattern) return request.url.split('?')[0] ?? request.url
  const params = (request.params ?? {}) as Record<string, unknown>
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])))
}

/**
 * One page of a list, newest first: `load` reads limit + 1 rows after the query's cursor, the
 * extra row is cut off and, when there was one, the reply gets
 * `Link: </api/…?limit=N&cursor=…>; rel="next"`. Answers the page's rows in the API's shape.
 */
export async function listPage<Row extends { created_at: string; id: string }, Item>(
  request: FastifyRequest & { query: { limit: number; cursor?: string | undefined } },
  reply: FastifyReply,
  load: (page: PageRequest) => Promise<Row[]>,
  toItem: (row: Row) => Item,
  /** The list's own filters (e.g. `tag`), carried into the next page's link. */
  filters: Record<string, string | undefined> = {},
): Promise<Item[]> {
  const { limit, cursor } = request.query
  const rows = await load({ limit, after: cursor ? decodeCursor(cursor) : undefined })
  if (rows.length <= limit) return rows.map(toItem)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  if (last) {
    const next = encodeCursor({ createdAt: last.created_at, id: last.id })
    const path = routePath(request)
    const query = new URLSearchParams()
    for (const [name, value] of Object.entries(filters))
      if (value !== undefined) query.set(name, value)
    query.set('limit', String(limit))
    query.set('cursor', next)
    reply.header('Link', `<${path}?${query.toString()}>; rel="next"`)
  }
  return page.map(toItem)
}
