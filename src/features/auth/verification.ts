// Email verification: sending the link, and noticing that the user has followed it.
import { sendEmailVerification } from 'firebase/auth'
import { auth } from '../../lib/firebase'
import type { SessionUser } from '../../lib/auth/session'
import { requestServerToken } from './server-token'
import { publishCurrentUser, toSessionUser } from './session-sync'

export async function sendVerificationEmail(): Promise<void> {
  const user = auth.currentUser
  if (!user) throw new Error('Nobody is signed in')
  await sendEmailVerification(user)
}

/**
 * The user may have verified in another tab since signing in. Asks Firebase again; once verified,
 * the server gets a token that says so and the session shows it. Resolves with the verified
 * user, or null; failures leave things as they are.
 */
export async function refreshEmailVerification(): Promise<SessionUser | null> {
  const user = auth.currentUser
  if (!user) return null
  if (user.emailVerified) return toSessionUser(user)
  try {
    await user.reload()
    if (!user.emailVerified) return null
    await requestServerToken(user, true)
  } catch {
    return null
  }
  return publishCurrentUser()
}
