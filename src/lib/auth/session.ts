// The signed-in user as the whole app sees it: a small external store. The auth feature fills
// it from Firebase; components read it with useSession(); route guards await it through the
// router context; tests set it directly.
import { useSyncExternalStore } from 'react'

export interface SessionUser {
  uid: string
  email: string
  displayName: string | null
  photoURL: string | null
  emailVerified: boolean
}

export type Session =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser }

type Listener = () => void

export interface SessionStore {
  get(): Session
  set(session: Session): void
  subscribe(listener: Listener): () => void
  /** Resolves with the first session that is not 'loading'. */
  ready(): Promise<Exclude<Session, { status: 'loading' }>>
  /**
   * Calls `listener` whenever someone awaits ready() while the session is still loading: the
   * auth feature loads Firebase after the first paint, or at once when a guard is waiting.
   */
  onAwaited(listener: Listener): () => void
}

export function createSessionStore(initial: Session = { status: 'loading' }): SessionStore {
  let current = initial
  const listeners = new Set<Listener>()
  const awaitedListeners = new Set<Listener>()
  const store: SessionStore = {
    get: () => current,
    set: (session) => {
      current = session
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ready: () =>
      new Promise((resolve) => {
        const check = () => {
          if (current.status === 'loading') return false
          resolve(current)
          return true
        }
        if (check()) return
        for (const listener of awaitedListeners) listener()
        const unsubscribe = store.subscribe(() => {
          if (check()) unsubscribe()
        })
      }),
    onAwaited: (listener) => {
      awaitedListeners.add(listener)
      return () => awaitedListeners.delete(listener)
    },
  }
  return store
}

/** The app's one session. */
export const sessionStore = createSessionStore()

/** What the server knows: nobody yet. A page it drew is hydrated with this too (lib/hydration.ts). */
const UNKNOWN: Session = { status: 'loading' }
const serverSession = () => UNKNOWN

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, serverSession)
}

export function useSessionUser(): SessionUser | null {
  const session = useSession()
  return session.status === 'signed-in' ? session.user : null
}
