// A sign-in by redirect (social.ts, when a browser blocks the popup) comes back to a page that
// holds no server token yet, and only Firebase can finish it: this note, kept for the tab, says
// to load Firebase at once rather than at the reader's first tap (docs/decisions/0072).
const KEY = 'quillSignInRedirect'

export function noteRedirectSignIn(): void {
  try {
    window.sessionStorage.setItem(KEY, '1')
  } catch {
    // Storage blocked: the sign-in finishes at the first tap instead.
  }
}

/** Whether a redirect sign-in is on its way back; reading it drops the note. */
export function takeRedirectSignIn(): boolean {
  try {
    const pending = window.sessionStorage.getItem(KEY) !== null
    window.sessionStorage.removeItem(KEY)
    return pending
  } catch {
    return false
  }
}
