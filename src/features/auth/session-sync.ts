// Keeps the app's session (src/lib/auth/session) in step with Firebase's signed-in user.
import { type User, onAuthStateChanged } from 'firebase/auth'
import { type SessionUser, sessionStore } from '../../lib/auth/session'
import { auth } from '../../lib/firebase'

export function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
  }
}

/** Fills the session from Firebase's auth state; returns the unsubscribe. */
export function startAuthListener(): () => void {
  return onAuthStateChanged(auth, (user) => {
    sessionStore.set(
      user ? { status: 'signed-in', user: toSessionUser(user) } : { status: 'signed-out' },
    )
  })
}

/**
 * Firebase tells no listener when a profile changes (update, reload), so whoever changed it
 * publishes the current user again. Returns what it published.
 */
export function publishCurrentUser(): SessionUser | null {
  const user = auth.currentUser ? toSessionUser(auth.currentUser) : null
  sessionStore.set(user ? { status: 'signed-in', user } : { status: 'signed-out' })
  return user
}
