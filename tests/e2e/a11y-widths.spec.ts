// axe on every screen at a phone's width and a desktop's, light and dark (shell.spec and
// content-a11y.spec cover the desktop in light; this adds the rest), the phone menu included.
import { type Browser, type Page, expect, test } from '@playwright/test'
import { type TestUser, createUser, signIn, signInElsewhere } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { writePost } from './support/content'

const MODES = [
  { width: 390, dark: false },
  { width: 390, dark: true },
  { width: 1280, dark: true },
]

async function openPage(browser: Browser, width: number, dark: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  await context.addInitScript((on) => window.localStorage.setItem('isDarkMode', String(on)), dark)
  return context.newPage()
}

async function expectScreenClean(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expectNoAxeViolations(page)
}

let author: TestUser
let postPath = ''

test.beforeAll(async ({ browser, playwright }) => {
  const request = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  })
  author = await createUser(request, { displayName: 'Axe Widths' })
  await request.dispose()
  const { context, page } = await signInElsewhere(browser, author)
  const title = `Wide and narrow ${Date.now().toString(36)}`
  await writePost(page, { title, body: 'Read on any screen. '.repeat(30) })
  const href = await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: 'Read more' })
    .getAttribute('href')
  postPath = href ?? ''
  await context.close()
})

for (const { width, dark } of MODES) {
  const mode = `${width} px, ${dark ? 'dark' : 'light'}`

  test(`axe: the public screens at ${mode}`, async ({ browser }) => {
    const page = await openPage(browser, width, dark)
    for (const path of ['/', postPath, '/login', '/register', '/reset-password', '/privacy']) {
      await test.step(path, () => expectScreenClean(page, path))
    }
  })

  test(`axe: the signed-in screens at ${mode}`, async ({ browser }) => {
    const page = await openPage(browser, width, dark)
    await signIn(page, author)
    const postId = postPath.split('/')[2] ?? ''
    for (const path of [
      '/',
      postPath,
      '/new-post',
      '/managePosts',
      `/post-edit/${postId}`,
      '/notifications',
      '/profile',
      '/update-profile',
      '/following',
    ]) {
      await test.step(path, () => expectScreenClean(page, path))
    }
    if (width < 768) {
      await test.step('the phone menu, open', async () => {
        await page.getByRole('button', { name: /^Menu/ }).click()
        const menu = page.getByRole('dialog', { name: 'Menu' })
        await expect(menu).toBeVisible()
        // Contrast is measured once the drawer has finished sliding and fading in.
        await expect
          .poll(() =>
            menu.evaluate((element) => {
              const { opacity, transform } = getComputedStyle(element)
              const still = transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)'
              return opacity === '1' && still
            }),
          )
          .toBe(true)
        await expectNoAxeViolations(page)
      })
    }
  })
}

test('Delete stays red in dark mode, and the signed-in header keeps one line at 1280 px', async ({
  browser,
}) => {
  const page = await openPage(browser, 1280, true)
  await signIn(page, author)
  await page.goto('/managePosts')
  const remove = page.getByRole('button', { name: 'Delete' }).first()
  await expect(remove).toBeVisible()
  const [red, green, blue] = await remove.evaluate((element) =>
    (getComputedStyle(element).color.match(/\d+/g) ?? []).map(Number),
  )
  // Mantine's dark "light" text is its palest shade, near white: a danger that no longer looks it.
  expect(red).toBeGreaterThan(200)
  expect(Math.max(green ?? 255, blue ?? 255)).toBeLessThan(160)

  // Every header control on one line, none cut: the row is one control high.
  const nav = page.getByRole('navigation', { name: 'Main' })
  const heights = await nav.evaluate((element) =>
    [...element.querySelectorAll('a, button')].map((c) => c.getBoundingClientRect().height),
  )
  expect(Math.max(...heights)).toBeLessThanOrEqual(40)
  const manage = nav.getByRole('link', { name: 'Manage posts' })
  expect(await manage.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true)
})
