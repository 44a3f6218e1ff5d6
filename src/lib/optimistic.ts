// The moves every optimistic mutation makes on the cache (TanStack Query's "optimistic updates
// via the cache"): remember what the screens show so a failure can put it back, put a new item
// at the top of an infinite list, and change the items of every page it has loaded.
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

/**
 * The infinite list with the items of every loaded page (`page[field]`: its comments, posts or
 * notifications) changed by `change`; a list not loaded stays as it is. The one way an item is
 * patched, replaced or dropped wherever a list's pages are cached.
 */
export function mapPageItems<
  Page extends Record<Field, readonly unknown[]>,
  Field extends string,
  Param,
>(
  data: InfiniteData<Page, Param> | undefined,
  field: Field,
  change: (items: Page[Field]) => Page[Field],
): InfiniteData<Page, Param> | undefined {
  if (!data) return data
  return {
    ...data,
    pages: data.pages.map((page): Page => ({ ...page, [field]: change(page[field]) })),
  }
}

/** For `mapPageItems`: the item whose `_id` is `id` changed by `change`, the others as they are. */
export function patchItem<Item extends { _id: string }>(
  id: string,
  change: (item: Item) => Item,
): (items: Item[]) => Item[] {
  return (items) => items.map((item) => (item._id === id ? change(item) : item))
}
