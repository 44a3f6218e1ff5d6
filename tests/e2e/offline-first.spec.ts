// Offline-first (issue 25, docs/decisions/0040), in Chromium against the real stack with the
// service worker on: pages read once read again offline after a reload, a page never read says
// so in the app, and the app is installable.
import { type BrowserContext, type Page, expect, test } from '@playwright/test'
import { appTookOver } from './support/app'
import { createUser, signIn } from './support/auth'
import { writePost } from './support/content'

test.use({ serviceWorkers: 'allow' })

/** The service worker has installed, precached the build and controls the page. */
async function workerControls(page: Page): Promise<void> {
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
async function cacheKept(page: Page): Promise<void> {
  await page.waitForTimeout(1500)
}

async function offline(context: BrowserContext, on: boolean) {
  await context.setOffline(on)
}

let title = ''
test.beforeAll(async ({ browser, request }) => {
  const author = await createUser(request, { displayName: 'Olive Offline' })
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await signIn(page, author)
  title = `Read on a train ${Date.now().toString(36)}`
  await writePost(page, { title, body: 'No signal between the tunnels, and still this reads.' })
  await context.close()
})

test('the feed and a post read once are read again offline after a reload', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expect(page.getByRole('article', { name: title })).toBeVisible()
  await workerControls(page)
  await page.getByRole('article', { name: title }).getByRole('link', { name: 'Read more' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const postUrl = page.url()
  await cacheKept(page)

  await offline(context, true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('No signal between the tunnels')).toBeVisible()

  await page.goto('/')
  await expect(page.getByRole('article', { name: title })).toBeVisible()
  // A browser restart: a new page in the same profile, still offline.
  const again = await context.newPage()
  await again.goto(postUrl)
  await expect(again.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await offline(context, false)
})

test('offline, a page never opened says so in the app, not the browser’s error page', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await workerControls(page)
  await offline(context, true)
  await page.goto('/tag/never-opened-here')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Not saved for offline reading')
  await expect(page.getByRole('link', { name: 'Quill' }).first()).toBeVisible()
  await offline(context, false)
  await page.reload()
  await expect(page.getByText('Not saved for offline reading')).toBeHidden()
})

test('every page links the manifest, whose icons load', async ({ page, request }) => {
  for (const path of ['/', '/login']) {
    await page.goto(path)
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    )
  }
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.ok()).toBe(true)
  const { icons } = (await manifest.json()) as { icons: { src: string }[] }
  for (const icon of icons) expect((await request.get(icon.src)).ok()).toBe(true)
})
