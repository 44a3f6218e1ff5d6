// Quill on a phone: every header control is on screen or one tap away, and no screen scrolls
// sideways, at 360, 390 and 768 px wide.
import { type Page, expect, test } from '@playwright/test'
import { createUser, signIn, signInNewUser } from './support/auth'
import { readMore, writePost } from './support/content'

const WIDTHS = [360, 390, 768]

async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${where} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0)
}

/** The named header control, visible at once or after one tap on the menu button. */
async function reach(page: Page, role: 'link' | 'button', name: string) {
  const header = page.getByRole('banner')
  const direct = header.getByRole(role, { name, exact: true })
  if (await direct.isVisible()) return direct
  await header.getByRole('button', { name: /^Menu/ }).click()
  const inMenu = page.getByRole('dialog', { name: 'Menu' }).getByRole(role, { name, exact: true })
  await expect(inMenu).toBeVisible()
  return inMenu
}

async function closeMenu(page: Page) {
  const menu = page.getByRole('dialog', { name: 'Menu' })
  if (await menu.isVisible()) {
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  }
}

test('signed in, every header control is reachable and no screen scrolls sideways', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request, { displayName: 'Phoebe Phone-Reader' })
  const title = `On a phone ${Date.now().toString(36)}`
  await writePost(page, { title, body: 'A post read on a small screen. '.repeat(12) })
  const postPath = new URL(
    (await page
      .getByRole('article', { name: title })
      .getByRole('link', { name: 'Read more' })
      .getAttribute('href')) ?? '',
    'http://x',
  ).pathname

  for (const width of WIDTHS) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1, name: 'Latest posts' })).toBeVisible()
      for (const [role, name] of [
        ['link', 'Home'],
        ['link', 'Manage posts'],
        ['link', 'Notifications (0)'],
        ['link', 'Profile'],
        ['button', 'Log out'],
        ['button', 'Switch to dark mode'],
      ] as const) {
        await expect(await reach(page, role, name)).toBeInViewport()
        await closeMenu(page)
      }
      for (const path of [
        '/',
        postPath,
        '/new-post',
        '/managePosts',
        '/notifications',
        '/profile',
        '/update-profile',
      ]) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoSidewaysScroll(page, `${path} at ${width} px`)
      }
    })
  }
})

test('signed out on a phone: Login is one tap away and brings the reader back to the post', async ({
  page,
  request,
  browser,
}) => {
  const author = await createUser(request)
  const writer = await browser.newPage()
  await signIn(writer, author)
  const title = `Come back here ${Date.now().toString(36)}`
  await writePost(writer, { title, body: 'Sign in and return.' })
  await writer.close()

  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/')
  await readMore(page, title)
  const postUrl = page.url()
  for (const path of ['/login', '/register', '/reset-password']) {
    await page.goto(path)
    await expectNoSidewaysScroll(page, `${path} at 390 px`)
  }
  await page.goto(postUrl)

  await (await reach(page, 'link', 'Login')).click()
  const reader = await createUser(request)
  await page.getByLabel('Email').fill(reader.email)
  await page.getByLabel('Password', { exact: true }).fill(reader.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()

  await expect(page).toHaveURL(postUrl)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})
