// Which slugs a page may not have (ADR 0075): the contract's list (the client's screens and the
// server's root names, which the form checks too), and the first segment of every route this
// server registers, read from its route table, so a route added later is protected unasked.
import { RESERVED_PAGE_SLUGS } from '../../contract/site-pages'
import type { RouteEntry } from '../route-table'

/** The first path segment of each route outside /api: `/rss.xml` → `rss.xml`. */
export function rootSegments(routes: readonly RouteEntry[]): Set<string> {
  return new Set(
    routes
      .map((route) => route.url.split('/')[1] ?? '')
      .filter((segment) => segment !== '' && !segment.startsWith(':') && segment !== '*'),
  )
}

export function isReservedSlug(slug: string, routes: readonly RouteEntry[]): boolean {
  return RESERVED_PAGE_SLUGS.has(slug) || rootSegments(routes).has(slug)
}
