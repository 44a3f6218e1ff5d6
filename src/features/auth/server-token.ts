// The server's own access token, exchanged for a Firebase ID token (POST /getToken) and kept in
// localStorage.accessToken, as the spec says.
import type { User } from 'firebase/auth'
import { TokenResponseSchema } from '../../../contract/auth'
import { auth } from '../../lib/firebase'
import { NO_SESSION_AUTH, http, parsed, storeAccessToken } from '../../lib/http'

/** Requests and stores a server token for `user`; `fresh` first renews the ID token's claims. */
export async function requestServerToken(user: User, fresh = false): Promise<string> {
  const idToken = await user.getIdToken(fresh)
  const { token } = await parsed(
    http.post('getToken', {
      json: { email: user.email },
      headers: { Authorization: `Bearer ${idToken}` },
      ...NO_SESSION_AUTH,
    }),
    Promise.resolve(TokenResponseSchema),
  )
  storeAccessToken(token)
  return token
}

let inFlight: Promise<string> | null = null

/**
 * A new server token, joining a request already in flight: right after sign-in the header's
 * first call is refused while the login screen is still fetching the token, and one exchange
 * serves both. (getToken is rate-limited per address.)
 */
export function ensureServerToken(user: User, fresh = false): Promise<string> {
  inFlight ??= requestServerToken(user, fresh).finally(() => {
    inFlight = null
  })
  return inFlight
}

/** For the 401/403 path: a new server token from a fresh ID token, or a rejection. */
export async function refreshServerToken(): Promise<void> {
  const user = auth.currentUser
  if (!user) throw new Error('Nobody is signed in')
  await ensureServerToken(user, true)
}
