// What the links in Quill's emails do, on Quill's own page (routes/auth-action.tsx): verify an
// address, set a new password. In emulator mode the dev mailbox opens them here; with a real
// Firebase project this page can be the project's custom email action handler.
import { applyActionCode, confirmPasswordReset, verifyPasswordResetCode } from 'firebase/auth'
import { auth } from '../../lib/firebase'
import { refreshEmailVerification } from './verification'

/** Verifies the address the link was sent to; a signed-in user's session says so at once. */
export async function verifyEmailByLink(oobCode: string): Promise<void> {
  await applyActionCode(auth, oobCode)
  await refreshEmailVerification()
}

/** The address a reset link is for (emailActionQueries.resetEmail). */
export function resetEmailOf(oobCode: string): Promise<string> {
  return verifyPasswordResetCode(auth, oobCode)
}

export function setNewPassword(oobCode: string, password: string): Promise<void> {
  return confirmPasswordReset(auth, oobCode, password)
}
