// A bad connection never throws the reader out of the app: a screen whose code is not loaded
// yet says Quill can't be reached (no reload onto the browser's own error page), a banner tells
// of the lost connection, and Retry works once it is back.
import { expect, test } from '@playwright/test'
import { appTookOver } from './support/app'

test('offline, a screen whose code never loaded shows Can’t reach Quill in the app, and loads once back online', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Latest posts' })).toBeVisible()
  // The server drew the page; the app's scripts start after its first paint and take it over.
  // Going offline before then leaves a page without them.
  await appTookOver(page)
  // Survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }))

  await context.setOffline(true)
  await expect(page.getByRole('status')).toContainText('You are offline')
  await page.getByRole('link', { name: 'Login' }).click()

  const alert = page.getByRole('alert')
  await expect(alert).toContainText("Can't reach Quill")
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true)

  // Retry while still offline stays in the app too.
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(alert).toContainText("Can't reach Quill")
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true)

  // Back online, the screen loads by itself.
  await context.setOffline(false)
  await expect(page.getByText('You are offline')).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  // With its stylesheet, which failed with the code (Mantine's input is 36 px tall, a bare one
  // about 20).
  await expect
    .poll(() => page.getByLabel('Email').evaluate((input) => input.getBoundingClientRect().height))
    .toBeGreaterThan(30)
})

test('a drawn page whose code was lost on the way comes alive once the connection is back', async ({
  page,
  context,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'))
  const lost = page.waitForEvent('requestfailed', (request) =>
    /\/assets\/index-/.test(request.url()),
  )
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Latest posts' })).toBeVisible()
  await lost
  // Survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }))

  await page.unroute('**/assets/*.js')
  await context.setOffline(true)
  await context.setOffline(false)
  await appTookOver(page)
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true)
  // The app runs: a link is followed in place.
  await page.getByRole('link', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true)
})
