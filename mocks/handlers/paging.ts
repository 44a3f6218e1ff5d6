import { PAGE_SIZE_DEFAULT } from '../../contract/common'
import { byNewest } from './shared'

/**
 * A page of `items`, newest first, as the server pages its lists: the body is the page, the next
 * page's URL travels in `Link`. The mock's cursor is an offset; the app treats it as opaque.
 */
export function pageOf<T extends { date?: string; time?: string; _id: string }>(
  request: Request,
  items: T[],
  /** 'given': the items are in the list's order already (a reading list: by when saved). */
  order: 'newest' | 'given' = 'newest',
) {
  const url = new URL(request.url)
  const limit = Number(url.searchParams.get('limit') ?? PAGE_SIZE_DEFAULT)
  const offset = Number(url.searchParams.get('cursor') ?? 0)
  const sorted = order === 'given' ? items : [...items].sort(byNewest)
  const page = sorted.slice(offset, offset + limit)
  const next = offset + limit < sorted.length ? offset + limit : null
  const headers: Record<string, string> = {}
  if (next !== null) {
    // The list's own filters (`tag`, `language`) ride along, as on the server.
    const query = new URLSearchParams()
    for (const filter of ['tag', 'language']) {
      const value = url.searchParams.get(filter)
      if (value !== null) query.set(filter, value)
    }
    query.set('limit', String(limit))
    query.set('cursor', String(next))
    headers.Link = `<${url.pathname}?${query.toString()}>; rel="next"`
  }
  return { page, headers }
}
