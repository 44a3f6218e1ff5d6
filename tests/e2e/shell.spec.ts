import { type Page, expect, test } from '@playwright/test'
import { signInNewUser } from './support/auth'
import { appTookOver } from './support/app'
import { expectNoAxeViolations } from './support/axe'

test('dark mode survives a reload, stored as the text true', async ({ page }) => {
  // Whether the app has taken the drawn page over or not: the switch works either way.
  await page.goto('/')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')

  await page.getByRole('button', { name: 'Switch to dark mode' }).click()
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
  expect(await page.evaluate(() => localStorage.getItem('isDarkMode'))).toBe('true')

  await page.reload()
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible()

  await page.getByRole('button', { name: 'Switch to light mode' }).click()
  expect(await page.evaluate(() => localStorage.getItem('isDarkMode'))).toBe('false')
})

test.describe('on a system set to dark', () => {
  test.use({ colorScheme: 'dark' })

  test('the page is dark until the person chooses, and their choice wins', async ({ page }) => {
    await page.goto('/')
    const html = page.locator('html')
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await appTookOver(page)
    // Once the app runs it agrees with the system, and the switch offers the other scheme.
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await page.getByRole('button', { name: 'Switch to light mode' }).click()
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
    expect(await page.evaluate(() => localStorage.getItem('isDarkMode'))).toBe('false')

    await page.reload()
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
    await appTookOver(page)
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
  })
})

test('signed out, the header offers Home, Manage posts and Login; a post page offers Back', async ({
  page,
}) => {
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Manage posts' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()

  await page.goto('/post/does-not-exist')
  await expect(nav.getByRole('button', { name: 'Back' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0)
})

/** The contrast (WCAG) of a required field's asterisk against the page behind it. */
function asteriskContrast(page: Page, label: string): Promise<number> {
  return page.evaluate((name) => {
    const field = [...document.querySelectorAll('label')].find((l) =>
      l.textContent?.startsWith(name),
    )
    const asterisk = field?.querySelector('[aria-hidden="true"]')
    if (!asterisk) throw new Error(`No asterisk on ${name}`)
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
    const luminance = (css: string) => {
      const [r = 0, g = 0, b = 0] = rgb(css).map((v) => {
        const c = v / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const fore = luminance(getComputedStyle(asterisk).color)
    const back = luminance(getComputedStyle(document.body).backgroundColor)
    return (Math.max(fore, back) + 0.05) / (Math.min(fore, back) + 0.05)
  }, label)
}

const PUBLIC_SCREENS = [
  '/',
  '/login',
  '/register',
  '/reset-password',
  '/dev-mailbox',
  '/privacy',
  '/terms',
  '/status',
  '/search?q=ada',
  '/unsubscribe?token=a.b',
  '/confirm-subscription?token=a.b',
]

for (const path of PUBLIC_SCREENS) {
  test(`axe finds no violations on ${path}, light and dark`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Switch to dark mode' }).click()
    await expectNoAxeViolations(page)
  })
}

test('axe finds no violations on the signed-in screens and the verify card', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request, { displayName: 'Axe Tester' }, { redirect: '/profile' })
  // Light, then dark: /subscriptions' empty state links to the home page inside its sentence, and
  // the editor's required fields carry an asterisk; both must read in either scheme.
  for (const scheme of ['light', 'dark']) {
    if (scheme === 'dark') await page.getByRole('button', { name: 'Switch to dark mode' }).click()
    for (const path of ['/profile', '/update-profile', '/subscriptions', '/new-post']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
      if (path === '/subscriptions')
        await expect(page.getByText('You have no subscriptions.')).toBeVisible()
      await expectNoAxeViolations(page)
    }
    // axe skips the asterisk (aria-hidden): its contrast on the page is measured here.
    expect(await asteriskContrast(page, 'Title')).toBeGreaterThanOrEqual(4.5)
  }
  await page.getByRole('button', { name: 'Switch to light mode' }).click()
  await page.getByRole('button', { name: 'Log out' }).click()
  // Signing out finishes asynchronously; a signed-in user who opens /login is sent onwards.
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible()

  await signInNewUser(page, request, { verified: false }, { redirect: '/profile' })
  await expect(
    page.getByText('You should verify your email address before post something'),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  // Elsewhere the verify banner says where the email went.
  await page.goto('/')
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the dev mailbox lists the verification link sent on registration', async ({
  page,
  request,
}) => {
  const user = await signInNewUser(page, request, { verified: false }, { redirect: '/profile' })
  await page.getByRole('button', { name: 'Send the email again' }).click()
  await page.goto('/dev-mailbox')
  await expect(
    page.getByRole('link', { name: `Verify email link for ${user.email}` }).first(),
  ).toBeVisible()
})

test('the login screen links to register and reset, and register links back to login', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL('/register')
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click()
  await expect(page).toHaveURL('/login')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL('/reset-password')
})

test('Skip to content is the first Tab, shows itself, and takes the reader past the header', async ({
  page,
}) => {
  await page.goto('/privacy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).not.toBeInViewport()
  await page.keyboard.press('Tab')
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
  // The next stop is past the header (the page's own links, or the footer's on a page of text).
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('header') === null)).toBe(true)
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false)
})
