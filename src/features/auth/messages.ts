// Which Firebase error codes lead to which of the user-facing messages of spec §8 (word for word
// in English, its grammar included, in src/locales/en/auth.messages.json), and how a form says
// them (`toastOutcome`). Codes the spec does not name fall to each screen's "other" message. The
// messages are translated like every other client text (docs/decisions/0077); not in the spec:
// `auth.loginInvalidCredential`, since with email-enumeration protection Firebase cannot say
// which one was wrong (docs/decisions/0008-sign-in-messages.md).
import type { Translate } from '../../lib/i18n/context'
import { notify } from '../../lib/toast'
import type auth from '../../locales/en/auth.messages.json'

/**
 * The auth area's translator (`useT(auth)` in the screen), which the mappings below speak through.
 * Only its type here: the profile form takes `toastOutcome` from this module, and must not carry
 * the auth screens' catalog into its chunk.
 */
export type AuthT = Translate<keyof typeof auth & string>

export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  return typeof error.code === 'string' ? error.code : undefined
}

export function loginErrorMessage(t: AuthT, error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/user-not-found':
      return t('auth.loginEmailNotFound')
    case 'auth/wrong-password':
      return t('auth.loginWrongPassword')
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return t('auth.loginInvalidCredential')
    default:
      return t('auth.loginOther')
  }
}

/** What a failed registration was: said by `registerErrorMessage`, acted on by the form. */
export function registerErrorKind(error: unknown): 'emailInUse' | 'weakPassword' | 'other' {
  switch (authErrorCode(error)) {
    case 'auth/email-already-in-use':
      return 'emailInUse'
    case 'auth/weak-password':
      return 'weakPassword'
    default:
      return 'other'
  }
}

export function registerErrorMessage(t: AuthT, error: unknown): string {
  switch (registerErrorKind(error)) {
    case 'emailInUse':
      return t('auth.registerEmailInUse')
    case 'weakPassword':
      return t('auth.registerWeakPassword')
    default:
      return t('auth.registerOther')
  }
}

/** Register failures that belong under a field rather than in a toast. */
export function registerFieldErrors(t: AuthT, error: unknown): { email?: string } {
  switch (authErrorCode(error)) {
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return { email: t('auth.registerInvalidEmail') }
    default:
      return {}
  }
}

export function resetErrorMessage(t: AuthT, error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return t('auth.resetInvalidEmail')
    case 'auth/user-not-found':
      return t('auth.resetUserNotFound')
    default:
      return t('auth.resetOther')
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
