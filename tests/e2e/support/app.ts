import type { Page } from '@playwright/test'

/**
 * The app has taken the page over: on a drawn page, React has hydrated it and taken the taps
 * public/early.js kept (it does that in the first commit's last effect, so from then on every
 * handler is live); on a page the app draws itself, at once. A person need not wait for this
 * (early taps are replayed), but a test that checks what the app did after a tap may.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      (window as { __quillEarlyTaps?: unknown }).__quillEarlyTaps === undefined,
  )
}
