// Component tests of the identity journey: the real Firebase SDK runs against msw's stand-in
// for the Auth emulator (mocks/handlers/identity.ts), with the app's auth wiring started as
// main.tsx starts it.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth'
import { onTestFinished } from 'vitest'
import { type IdentityUser, addIdentityUser } from '../../mocks/identity-store'
import { startAuth } from '../../src/features/auth/start-auth'
import { sessionStore } from '../../src/lib/auth/session'
import { auth } from '../../src/lib/firebase'
import type { I18n } from '../../src/lib/i18n/i18n'
import { storeAccessToken } from '../../src/lib/http'
import { renderApp } from './render'

/** Renders the app at `path` with the auth listener and the HTTP 401 path wired up. */
export function renderWithAuth(path = '/', i18n?: I18n) {
  sessionStore.set({ status: 'loading' })
  const utils = renderApp(path, undefined, i18n)
  const stop = startAuth({
    goToLogin: () =>
      utils.router.navigate({
        to: '/login',
        search: { redirect: utils.router.state.location.href },
      }),
  })
  onTestFinished(async () => {
    stop()
    await signOut(auth)
    sessionStore.set({ status: 'loading' })
  })
  return utils
}

/** An account that exists in the fake emulator, signed in before the app starts. */
export async function signedInUser(
  overrides: Partial<IdentityUser> & { email?: string } = {},
): Promise<IdentityUser> {
  const user = addIdentityUser({
    email: 'ada@example.com',
    displayName: 'Ada Lovelace',
    emailVerified: true,
    ...overrides,
  })
  await signInWithEmailAndPassword(auth, user.email, user.password ?? '')
  storeAccessToken('server-token-initial')
  onTestFinished(() => signOut(auth))
  return user
}
