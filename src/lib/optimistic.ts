// The two moves every optimistic mutation makes on the cache (TanStack Query's "optimistic
// updates via the cache"): remember what the screens show so a failure can put it back, and put
// a new item at the top of an infinite list.
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Cancels the fetches of every query under these keys (a fetch landing later would overwrite
 * the optimistic change) and remembers their data; the result puts it all back.
 */
export async function snapshotQueries(
  queryClient: QueryClient,
  queryKeys: readonly QueryKey[],
): Promise<() => void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })))
  const saved = queryKeys.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }))
  return function restore() {
    for (const [key, data] of saved) queryClient.setQueryData(key, data)
  }
}

/** The infinite list with `add` applied to its first page; a list not loaded stays as it is. */
export function prependToFirstPage<Page, Param>(
  data: InfiniteData<Page, Param> | undefined,
  add: (page: Page) => Page,
): InfiniteData<Page, Param> | undefined {
  const [first, ...rest] = data?.pages ?? []
  if (!data || !first) return data
  return { ...data, pages: [add(first), ...rest] }
}
