// Wires the auth feature into the app at start-up: the session follows Firebase, and the HTTP
// client learns how to renew the server token and how to end a session that cannot be renewed.
//
// The Firebase SDK is not on the first load (docs/decisions/0018): readers never need it, so it
// is imported after the first paint (`defer`), or at once when a guarded route awaits the
// session. Until it answers, the session is 'loading' and the header keeps the room its buttons
// will take.
import { sessionStore } from '../../lib/auth/session'
import { ACCESS_TOKEN_KEY, configureHttpAuth } from '../../lib/http'
import { signOutUser } from './sign-out'

export interface StartAuthOptions {
  /** Goes to /login, remembering the current page (the router lives with the app, not here). */
  goToLogin(): Promise<void> | void
  /** Calls `load` when Firebase should be fetched; at once unless given. */
  defer?(load: () => void): void
}

/** Returns a stop function (tests start and stop it around each case). */
export function startAuth({ goToLogin, defer = (load) => load() }: StartAuthOptions): () => void {
  let stopped = false
  let loading = false
  let stopListening: (() => void) | null = null
  let retryWhenOnline: (() => void) | null = null
  let expiring: Promise<void> | null = null

  const load = () => {
    if (stopped || loading) return
    loading = true
    import('./session-sync')
      .then(({ startAuthListener }) => {
        if (!stopped) stopListening = startAuthListener()
      })
      .catch(() => {
        // Offline before the SDK arrived: the session stays 'loading' (the header shows neither
        // Login nor a user) and the import is tried again when the connection returns.
        loading = false
        if (stopped || retryWhenOnline) return
        retryWhenOnline = () => {
          window.removeEventListener('online', retryWhenOnline as () => void)
          retryWhenOnline = null
          load()
        }
        window.addEventListener('online', retryWhenOnline)
      })
  }

  const stopAwaited = sessionStore.onAwaited(load)
  defer(load)
  configureHttpAuth({
    refreshAccessToken: async () => {
      const { refreshServerToken } = await import('./server-token')
      await refreshServerToken()
    },
    // Calls refused together (the header asks for notices and the role at once) end the
    // session once: a second sign-out and navigation would send /login to /login, forgetting
    // the page to come back to.
    onSessionExpired: () =>
      (expiring ??= (async () => {
        await signOutUser().catch(() => undefined)
        await goToLogin()
      })().finally(() => {
        expiring = null
      })),
  })
  return () => {
    stopped = true
    stopAwaited()
    stopListening?.()
    if (retryWhenOnline) window.removeEventListener('online', retryWhenOnline)
    configureHttpAuth(null)
  }
}

/** What says someone is using the page, and may be about to sign in. */
const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * Calls `load` once, at the first sign that the reader may need their session: a tap, a key or
 * a focus anywhere on the page, or a server token stored by another tab that signed in. Where
 * this browser holds no server token nobody is signed in here (docs/decisions/0018), so a reader
 * who only reads never fetches Firebase (39 KiB, and ~100 ms of a slow phone's CPU just after the
 * takeover: docs/decisions/0072). A screen that needs the session still asks for it at once
 * (`sessionStore.ready()`). Answers the stop.
 */
export function loadOnFirstUse(load: () => void, target: Window = window): () => void {
  const stop = () => {
    for (const type of FIRST_USE_EVENTS) target.removeEventListener(type, start, true)
    target.removeEventListener('storage', onStorage)
  }
  function start() {
    stop()
    load()
  }
  function onStorage(event: StorageEvent) {
    if (event.key === ACCESS_TOKEN_KEY && event.newValue !== null) start()
  }
  for (const type of FIRST_USE_EVENTS) {
    target.addEventListener(type, start, { capture: true, passive: true })
  }
  target.addEventListener('storage', onStorage)
  return stop
}
