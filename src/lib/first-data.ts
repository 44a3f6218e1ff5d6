// The data a server-drawn page was drawn from (docs/decisions/0019): the server writes the
// TanStack Query cache it rendered with into the page as a JSON data block, and the client starts
// from it, so its loaders find every query answered and ask the server nothing.
import { type DehydratedState, type QueryClient, hydrate } from '@tanstack/react-query'
import { FIRST_DATA_ELEMENT_ID } from '../../contract/server-render'

/**
 * Puts the page's inlined data into the cache; answers whether there was any (the page was
 * drawn on the server). The data is as fresh as the page, which is never served from a cache
 * without asking, but never newer than this clock says now, so a client clock behind the
 * server's cannot keep it fresh for longer than the app's staleTime.
 */
export function hydrateFirstData(queryClient: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(FIRST_DATA_ELEMENT_ID)
  if (!element?.textContent) return false
  const state = JSON.parse(element.textContent) as DehydratedState
  const now = Date.now()
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: Math.min(query.state.dataUpdatedAt, now) },
    })),
  })
  // Read once: a later render of the app (tests, a hot reload) starts from the network.
  element.remove()
  return true
}
