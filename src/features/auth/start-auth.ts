// Wires the auth feature into the app at start-up: the session follows Firebase, and the HTTP
// client learns how to renew the server token and how to end a session that cannot be renewed.
import { configureHttpAuth } from '../../lib/http'
import { refreshServerToken } from './server-token'
import { startAuthListener } from './session-sync'
import { signOutUser } from './sign-out'

export interface StartAuthOptions {
  /** Goes to /login, remembering the current page (the router lives with the app, not here). */
  goToLogin(): Promise<void> | void
}

/** Returns a stop function (tests start and stop it around each case). */
export function startAuth({ goToLogin }: StartAuthOptions): () => void {
  const stopListening = startAuthListener()
  configureHttpAuth({
    refreshAccessToken: refreshServerToken,
    onSessionExpired: async () => {
      await signOutUser().catch(() => undefined)
      await goToLogin()
    },
  })
  return () => {
    stopListening()
    configureHttpAuth(null)
  }
}
