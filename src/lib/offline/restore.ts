// Opening the kept copy (docs/decisions/0040): into the cache before the first client-drawn
// render, or after a drawn page was taken over, where the page's own data wins.
import { type QueryClient, hydrate } from '@tanstack/react-query'
import type { Persister } from '@tanstack/react-query-persist-client'
import { MAX_AGE_MS } from './rules'

/**
 * Puts `persister`'s copy into the cache. A copy of another build (`buster`) loses its queries,
 * which that build's screens may read differently, but keeps its paused writes: they are the
 * contract's request bodies, and dropping them would lose what someone wrote offline because a
 * deploy happened meanwhile. Queries older than MAX_AGE_MS are dropped; a query the cache
 * already holds data for (a drawn page's, newer by definition) is left as it is.
 */
export async function restoreInto(
  queryClient: QueryClient,
  persister: Persister,
  buster: string,
  now = Date.now(),
): Promise<void> {
  const client = await persister.restoreClient()
  if (!client) return
  const sameBuild = client.buster === buster && now - client.timestamp <= MAX_AGE_MS
  const cache = queryClient.getQueryCache()
  const queries = sameBuild
    ? client.clientState.queries.filter(
        (query) =>
          now - query.state.dataUpdatedAt <= MAX_AGE_MS &&
          cache.get(query.queryHash)?.state.data === undefined,
      )
    : []
  hydrate(queryClient, { mutations: client.clientState.mutations, queries })
}
