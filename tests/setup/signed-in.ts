// Signed-in state for component tests: the session the app sees plus a server token, so the
// app's HTTP client sends the bearer and `email` headers the mock handlers check.
import { identity } from '../../mocks/identity-store'
import { type SessionUser, sessionStore } from '../../src/lib/auth/session'

export const TEST_USER: SessionUser = {
  uid: 'uid-author',
  email: 'author@example.com',
  displayName: 'Ada Author',
  photoURL: null,
  emailVerified: true,
}

export function signInAs(overrides: Partial<SessionUser> = {}): SessionUser {
  const user = { ...TEST_USER, ...overrides }
  window.localStorage.setItem('accessToken', 'test-token')
  identity.sessionUids.set(user.email, user.uid)
  sessionStore.set({ status: 'signed-in', user })
  return user
}

export function signOut(): void {
  sessionStore.set({ status: 'signed-out' })
}

/** Back to the app's start state; call after each test that changed the session. */
export function resetSession(): void {
  sessionStore.set({ status: 'loading' })
}

/** A verified person known only by `uid`, for tests of the session's own bookkeeping. */
export const sessionUser = (uid: string): SessionUser => ({
  uid,
  email: `${uid}@example.com`,
  displayName: null,
  photoURL: null,
  emailVerified: true,
})
