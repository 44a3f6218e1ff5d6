// The user-facing messages of spec §8, word for word (its grammar included), which Firebase
// error codes lead to which, and how a form says them (`toastOutcome`). Codes the spec does not
// name fall to each screen's "other" message.
import { notify } from '../../lib/toast'

export const MESSAGES = {
  loginSuccess: 'logging in successfully',
  loginEmailNotFound: 'Login failed, Email not found',
  loginWrongPassword: 'login failed, Password is incorrect',
  // Not in the spec: with email-enumeration protection Firebase cannot say which one was wrong
  // (docs/decisions/0008-sign-in-messages.md).
  loginInvalidCredential: 'Login failed, Email or Password is incorrect',
  loginOther: 'Login failed, something wrong happened',
  registerSuccess: 'Register successful',
  registerEmailInUse: 'Email already in use',
  registerWeakPassword: 'Your password is so weak',
  registerOther: 'something went wrong',
  registerMismatch: 'Password mismatch',
  // The spec's words for a bad address on the reset screen, said under the register form's field.
  registerInvalidEmail: 'Invalid email address',
  resetSuccess: 'password reset email sent successfully',
  resetInvalidEmail: 'Invalid email address',
  resetUserNotFound: 'User not found',
  resetOther: 'something went wrong',
  verificationSent: 'Email verification send',
  verificationFailed: 'something went wrong, please try again',
  notVerifiedYet: 'Your email address is not verified yet',
  profileUpdated: 'Profile updated',
  profileUpdateFailed: 'something went wrong, please try again',
} as const

export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  return typeof error.code === 'string' ? error.code : undefined
}

export function loginErrorMessage(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/user-not-found':
      return MESSAGES.loginEmailNotFound
    case 'auth/wrong-password':
      return MESSAGES.loginWrongPassword
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return MESSAGES.loginInvalidCredential
    default:
      return MESSAGES.loginOther
  }
}

export function registerErrorMessage(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/email-already-in-use':
      return MESSAGES.registerEmailInUse
    case 'auth/weak-password':
      return MESSAGES.registerWeakPassword
    default:
      return MESSAGES.registerOther
  }
}

/** Register failures that belong under a field rather than in a toast. */
export function registerFieldErrors(error: unknown): { email?: string } {
  switch (authErrorCode(error)) {
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return { email: MESSAGES.registerInvalidEmail }
    default:
      return {}
  }
}

export function resetErrorMessage(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return MESSAGES.resetInvalidEmail
    case 'auth/user-not-found':
      return MESSAGES.resetUserNotFound
    default:
      return MESSAGES.resetOther
  }
}

export interface Outcome {
  success: string
  /**
   * The failure's toast. A form that says a failure elsewhere (under a field, or not at all, as
   * for a closed popup) does so here and answers null.
   */
  failure: (error: unknown) => string | null
}

/**
 * Every auth form ends the same way: the action, then the spec's success toast or the failure's.
 * Each form keeps its fields and its messages. Here, not in a module of its own: every auth
 * screen loads this one already, and a new chunk would be named in each route's preload list on
 * the first load (docs/decisions/0018-first-load-budget.md). Resolves true once the action has
 * succeeded; never rejects.
 */
export async function toastOutcome(
  action: () => Promise<unknown>,
  { success, failure }: Outcome,
): Promise<boolean> {
  try {
    await action()
  } catch (error) {
    const message = failure(error)
    if (message !== null) notify.error(message)
    return false
  }
  notify.success(success)
  return true
}
