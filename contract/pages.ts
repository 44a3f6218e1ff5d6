// The client's screens, as the router names them (src/routes/, `$param` for a path segment).
// The server answers any other path with HTTP 404: it cannot ask the client's router (server/
// never imports src/, ADR 0011), so the list is written from the route tree into pages.gen.ts
// (scripts/page-paths.ts, ADR 0071) and a client test checks the two agree. `/@{$handle}` is a
// parameter with a literal prefix, `@`, as the router writes it; `{-$slug}` an optional last
// segment.
import { CLIENT_PAGE_PATHS } from './pages.gen'

export { CLIENT_PAGE_PATHS }

export type ClientPagePath = (typeof CLIENT_PAGE_PATHS)[number]

/**
 * The screens in the order a path is tried: one whose first segment is a bare parameter (a
 * site's page, `/$pageSlug`) last, as the router ranks a static segment above a parameter, so
 * `/login` is the login screen and not a page called "login".
 */
const TRIED: readonly ClientPagePath[] = [...CLIENT_PAGE_PATHS].sort(
  (a, b) => Number(a.startsWith('/$')) - Number(b.startsWith('/$')),
)

/** The screen a path (without its query) belongs to, with its decoded parameters, or null. */
export function matchClientPage(
  pathname: string,
): { path: ClientPagePath; params: Record<string, string> } | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1)
  for (const path of TRIED) {
    const full = path === '/' ? [] : path.split('/').slice(1)
    // An optional last segment (`{-$slug}`) may be left out.
    const optional = /^\{-(\$\w+)\}$/.exec(full.at(-1) ?? '')?.[1]
    const pattern = optional
      ? segments.length === full.length - 1
        ? full.slice(0, -1)
        : [...full.slice(0, -1), optional]
      : full
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? ''
      const prefixed = /^(.*)\{\$(\w+)\}$/.exec(part)
      const [prefix, name] = prefixed ? [prefixed[1] ?? '', prefixed[2] ?? ''] : ['', part.slice(1)]
      if (!prefixed && !part.startsWith('$')) return part === segment
      if (!segment.startsWith(prefix) || segment.length === prefix.length) return false
      try {
        params[name] = decodeURIComponent(segment.slice(prefix.length))
        return true
      } catch {
        return false
      }
    })
    if (matches) return { path, params }
  }
  return null
}
