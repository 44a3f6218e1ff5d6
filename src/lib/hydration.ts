// A page the server drew is hydrated (docs/decisions/0019): the client's first render must be
// the server's markup exactly. What only the browser knows (its time zone, a stored token) is
// read through these hooks, which answer as the server did while hydrating and as the browser
// does from the render after; a page the client draws itself gets the browser's answer at once.
import { useSyncExternalStore } from 'react'

const never = () => () => {}

/** A browser value, answered as the server would (`onServer`) during a server render or hydration. */
export function useBrowserValue<T>(inBrowser: () => T, onServer: () => T): T {
  return useSyncExternalStore(never, inBrowser, onServer)
}

/** False on the server and while hydrating its markup; true after, and in a client-only render. */
export function useHydrated(): boolean {
  return useBrowserValue(
    () => true,
    () => false,
  )
}
