// Google and GitHub sign-in. A real project uses Firebase's popup (or a redirect when the browser
// blocks popups). The emulator's popup needs the internet, so in emulator mode the app asks for
// an email and a name itself and signs in with a fake id_token, which is what the emulator's
// own account chooser does.
import {
  type AuthProvider,
  GithubAuthProvider,
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  signInWithCredential,
  signInWithPopup,
  signInWithRedirect,
} from 'firebase/auth'
import { auth } from '../../lib/firebase'
import { authErrorCode } from './messages'
import { noteRedirectSignIn } from './redirect-pending'

export type SocialProviderId = 'google' | 'github'

export const SOCIAL_PROVIDER_NAMES: Record<SocialProviderId, string> = {
  google: 'Google',
  github: 'GitHub',
}

function provider(id: SocialProviderId): AuthProvider {
  return id === 'google' ? new GoogleAuthProvider() : new GithubAuthProvider()
}

/** The resolver is passed here: in emulator mode Auth starts without one (lib/firebase.ts). */
export async function signInWithSocial(id: SocialProviderId): Promise<void> {
  try {
    await signInWithPopup(auth, provider(id), browserPopupRedirectResolver)
  } catch (error) {
    if (authErrorCode(error) !== 'auth/popup-blocked') throw error
    noteRedirectSignIn()
    await signInWithRedirect(auth, provider(id), browserPopupRedirectResolver)
  }
}

export interface EmulatedAccount {
  email: string
  name: string
}

export async function signInWithEmulatedAccount(
  id: SocialProviderId,
  { email, name }: EmulatedAccount,
): Promise<void> {
  const normalized = email.trim().toLowerCase()
  // The same address always names the same emulated account.
  const claims = JSON.stringify({
    sub: `${id}-${normalized}`,
    email: normalized,
    email_verified: true,
    name: name.trim(),
  })
  const credential =
    id === 'google' ? GoogleAuthProvider.credential(claims) : GithubAuthProvider.credential(claims)
  await signInWithCredential(auth, credential)
}

/** Closing the popup is a choice, not a failure worth a message. */
export function isCancelledSocialSignIn(error: unknown): boolean {
  const code = authErrorCode(error)
  return code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request'
}
