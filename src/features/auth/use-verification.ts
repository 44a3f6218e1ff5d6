// Sending the verification link again, and asking Firebase whether it has been followed: what
// the verify card and the shell's verify banner both offer.
import { useState } from 'react'
import { notify } from '../../lib/toast'
import { useT } from '../../lib/i18n/context'
import auth from '../../locales/en/auth.messages.json'
import { toastOutcome } from './messages'
import { refreshEmailVerification, sendVerificationEmail } from './verification'

export function useVerification(onVerified?: () => void) {
  const t = useT(auth)
  const [sending, setSending] = useState(false)
  const [checking, setChecking] = useState(false)

  async function send() {
    setSending(true)
    await toastOutcome(sendVerificationEmail, {
      success: t('auth.verificationSent'),
      failure: () => t('auth.verificationFailed'),
    })
    setSending(false)
  }

  /** Once verified, the session says so (and the banner goes); otherwise the spec's toast. */
  async function check() {
    setChecking(true)
    const verified = await refreshEmailVerification()
    setChecking(false)
    if (verified) onVerified?.()
    else notify.error(t('auth.notVerifiedYet'))
  }

  return { sending, checking, send: () => void send(), check: () => void check() }
}
