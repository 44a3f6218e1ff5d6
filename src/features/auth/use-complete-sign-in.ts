// Spec §4: once the login or register screen sees a signed-in user, it requests a server token
// for them, stores it, and goes back where they came from (or home) — a new account too: the
// shell's verify banner tells it where the verification email went.
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useSession } from '../../lib/auth/session'
import { auth } from '../../lib/firebase'
import { safeRedirect } from '../../lib/safe-redirect'
import { notify } from '../../lib/toast'
import { useT } from '../../lib/i18n/context'
import authMessages from '../../locales/en/auth.messages.json'
import { ensureServerToken } from './server-token'
import { signOutUser } from './sign-out'

export function useCompleteSignIn({
  redirect,
  paused = false,
}: {
  redirect?: string
  paused?: boolean
}) {
  const t = useT(authMessages)
  const session = useSession()
  const router = useRouter()
  const started = useRef(false)
  const signedIn = session.status === 'signed-in'

  useEffect(() => {
    const user = auth.currentUser
    if (!signedIn || paused || started.current || !user) return
    started.current = true
    // Fresh, so a name set during registration is in the token's claims.
    const target = safeRedirect(redirect) ?? '/'
    ensureServerToken(user, true)
      .then(() => router.history.push(target))
      .catch(async () => {
        notify.error(t('auth.loginOther'))
        await signOutUser()
        started.current = false
      })
  }, [signedIn, paused, redirect, router, t])
}
