// Taps on a drawn page before the app took it over (docs/decisions/0027): public/early.js keeps
// each tap on a button from the first paint on, and hands them over here once React has hydrated
// the page; they are replayed in order on the very elements tapped, which hydration kept.
declare global {
  interface Window {
    __quillEarlyTaps?: (() => HTMLElement[]) | undefined
  }
}

/** Ends the early capture and answers the taps it kept (none without public/early.js). */
export function takeEarlyTaps(win: Window = window): HTMLElement[] {
  return win.__quillEarlyTaps?.() ?? []
}

/** Clicks each kept control again, now that the app listens; one gone or disabled is skipped. */
export function replayTaps(taps: readonly HTMLElement[]): void {
  for (const control of taps) {
    // Its pressed look, which public/early.js gave it at the tap, ends now that the tap is answered.
    control.removeAttribute('data-tap-kept')
    if (!control.isConnected) continue
    if (control instanceof HTMLButtonElement && control.disabled) continue
    control.click()
  }
}
