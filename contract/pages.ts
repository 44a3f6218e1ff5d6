// The client's screens, as the router names them (src/routes/, `$param` for a path segment).
// The server answers any other path with HTTP 404 (issue 15): it cannot ask the client's router
// (server/ never imports src/, ADR 0011), so the list is shared here, and a client test checks
// that every route of the route tree is on it, so no real screen is ever answered 404.
// `/tag/$tag` and `/author/$authorId` are drawn by routes of issues 13 and 14; `/@{$handle}`
// (issue 24) is a parameter with a literal prefix, `@`, as the router writes it; `{-$slug}` (issue
// 27) is an optional last segment.
export const CLIENT_PAGE_PATHS = [
  '/',
  '/@{$handle}',
  '/auth-action',
  '/author/$authorId',
  '/confirm-subscription',
  '/dev-mailbox',
  '/following',
  '/login',
  '/managePosts',
  '/moderation',
  '/new-post',
  '/notifications',
  '/post/$postId/{-$slug}',
  '/post-edit/$postId',
  '/post-history/$postId',
  '/privacy',
  '/profile',
  '/reading-list',
  '/register',
  '/reset-password',
  '/search',
  '/stats',
  '/status',
  '/subscriptions',
  '/tag/$tag',
  '/terms',
  '/unsubscribe',
  '/update-profile',
  '/verify-email',
] as const

export type ClientPagePath = (typeof CLIENT_PAGE_PATHS)[number]

/** The screen a path (without its query) belongs to, with its decoded parameters, or null. */
export function matchClientPage(
  pathname: string,
): { path: ClientPagePath; params: Record<string, string> } | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1)
  for (const path of CLIENT_PAGE_PATHS) {
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
