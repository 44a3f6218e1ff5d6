// Email verification: sending the link, and noticing that the user has followed it.
import { sendEmailVerification } from 'firebase/auth'
import { auth } from '../../lib/firebase'
import { requestServerToken } from './server-token'
import { publishCurrentUser } from './session-sync'

export async function sendVerificationEmail(): Promise<void> {
  const user = auth.currentUser
  if (!user) throw new Error('Nobody is signed in')
  await sendEmailVerification(user)
}

/**
 * The user may have verified in another tab since signing in. Asks Firebase again; once verified,
 * the server gets a token that says so and the session shows it. Resolves whether it is verified;
 * failures leave things as they are.
 */
export async function refreshEmailVerification(): Promise<boolean> {
  const user = auth.currentUser
  if (!user) return false
  if (user.emailVerified) return true
  try {
    await user.reload()
    if (!user.emailVerified) return false
    await requestServerToken(user, true)
  } catch {
    return false
  }
  publishCurrentUser()
  return true
}
