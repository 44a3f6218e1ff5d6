// What of the query cache is kept on this device, and for how long (docs/decisions/0040).
/** A kept copy older than this is dropped unread: a week of trains without signal. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60_000
/** The kept copy's bound (its JSON, which is about what IndexedDB stores); oldest go first. */
export const MAX_BYTES = 3 * 1024 * 1024
/** At most one write to IndexedDB a second: a feed scrolled fires dozens of cache events. */
export const THROTTLE_MS = 1000

/** What a reader reads: posts and their lists, comments, authors, tags followed. */
const KEPT_ROOTS = new Set(['posts', 'comments', 'authors', 'follows'])
/**
 * Never kept, though under a kept root: a search answer and a draft's preview are made up by
 * what was typed, read once, and would fill the bound with text nobody opens again.
 */
const NEVER = new Set(['search', 'preview'])

export function shouldPersistQuery(query: {
  queryKey: readonly unknown[]
  state: { status: string }
}): boolean {
  const [root, second] = query.queryKey
  return (
    query.state.status === 'success' &&
    typeof root === 'string' &&
    KEPT_ROOTS.has(root) &&
    !(typeof second === 'string' && NEVER.has(second))
  )
}
