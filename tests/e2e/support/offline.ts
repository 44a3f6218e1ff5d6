// What the offline specs wait for (docs/decisions/0040): the service worker in charge, and the
// kept query cache written to IndexedDB.
import { type Page, expect } from '@playwright/test'
import { appTookOver } from './app'

/** The service worker has installed, precached the build and controls the page. */
export async function workerControls(page: Page): Promise<void> {
  await appTookOver(page)
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return Boolean(registration?.active && navigator.serviceWorker.controller)
        }),
      { timeout: 20_000 },
    )
    .toBe(true)
}

/** What is kept of the query cache has reached IndexedDB (it is written a second after). */
export async function cacheKept(page: Page): Promise<void> {
  await page.waitForTimeout(1500)
}
