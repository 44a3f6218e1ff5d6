// Alive at first sight (issue 20, docs/decisions/0027): on a slow phone a drawn page shows long
// before its code has run, and nothing a reader does meanwhile is lost. The app's scripts are
// held back here until the taps are made, so the taps certainly come before the app.
import { type BrowserContext, type Page, expect, test } from '@playwright/test'
import { SLOW_4G, CPU_SLOWDOWN } from '../../bench/paint'
import { appTookOver } from './support/app'

/** Holds every script of the app until `release()`, as a slow link would, only longer. */
async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

async function slowPhone(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G.devtools)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
}

test.describe('on a slow phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the day/night switch works at once, and a tap on Menu opens it once the app runs', async ({
    context,
    page,
  }) => {
    await slowPhone(context, page)
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    const header = page.getByRole('banner')

    await header.getByRole('button', { name: 'Switch to dark mode' }).tap()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
    expect(await page.evaluate(() => localStorage.getItem('isDarkMode'))).toBe('true')
    await expect(header.getByRole('button', { name: 'Switch to light mode' })).toBeVisible()

    await header.getByRole('button', { name: 'Menu' }).tap()
    // Nothing can open it yet: the app has not arrived.
    await page.waitForTimeout(300)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0)

    release()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible({ timeout: 30_000 })
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible()
    // The app agrees with what the early switch did, and the switch is the app's now.
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await header.getByRole('button', { name: 'Switch to light mode' }).tap()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
    expect(await page.evaluate(() => localStorage.getItem('isDarkMode'))).toBe('false')
  })
})

test('what is typed into the search box before the app runs is kept, and searched in the app', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  const search = page
    .getByRole('search', { name: 'Site search' })
    .getByRole('searchbox', { name: 'Search posts' })
  await search.fill('garden')
  release()
  await appTookOver(page)
  await expect(search).toHaveValue('garden')
  // The same document all along: the app searches in place.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }))
  await search.press('Enter')
  await expect(page).toHaveURL(/\/search\?q=garden$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('garden')
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true)
})
