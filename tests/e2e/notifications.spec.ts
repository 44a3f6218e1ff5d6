// Notifications have a read state (docs/decisions/0015), on the real stack: a comment from
// someone else arrives unread, opening it or 'Mark all read' reads it, the badge follows, and the
// screen with read and unread cards passes axe at phone and desktop widths, light and dark.
import { type Browser, type Page, expect, test } from '@playwright/test'
import { type TestUser, createUser, signIn, signInElsewhere, uniqueEmail } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { addComment, writePost } from './support/content'

/** Signs the reader in, in a browser context of their own; answers a way to comment. */
async function readerCommenting(browser: Browser, reader: TestUser, title: string) {
  const { context, page } = await signInElsewhere(browser, reader)
  await page.getByRole('article', { name: title }).getByRole('link', { name: 'Read more' }).click()
  return {
    comment: (text: string) => addComment(page, text),
    close: () => context.close(),
  }
}

/** The author's notification card for the comment that says `text`. */
const card = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text })

test('a comment from someone else arrives unread; opening it and Mark all read read it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const author = await createUser(request, { displayName: 'Ada Author' })
  const reader = await createUser(request, {
    email: uniqueEmail('reader'),
    displayName: 'Rita Reader',
  })
  await signIn(page, author)
  const title = `Read me ${Date.now().toString(36)}`
  await writePost(page, { title, body: 'Tell me what you think.' })
  await expect(page.getByRole('link', { name: 'Notifications (0)' })).toBeVisible()

  const readerPage = await readerCommenting(browser, reader, title)
  await readerPage.comment('First thoughts')

  await test.step('the badge shows 1, the card is unread, opening it reads it', async () => {
    // No reload: the server's event stream tells the author's page.
    await page.getByRole('link', { name: 'Notifications (1)' }).click()
    await expect(card(page, 'First thoughts').getByText('Unread')).toBeVisible()
    await card(page, 'First thoughts').getByRole('link', { name: 'Open post' }).click()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Notifications (0)' })).toBeVisible()
    // At the comment: its anchor in the address, the comment in view, marked and focused.
    await expect(page).toHaveURL(/#comment-/)
    const comment = page.getByRole('listitem').filter({ hasText: 'First thoughts' })
    await expect(comment).toHaveAttribute('data-marked', 'true')
    await expect(comment).toBeFocused()
    await expect(comment).toBeInViewport()

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Notifications (0)' })).toBeVisible()
  })

  await readerPage.comment('Second thoughts')
  await readerPage.close()
  await expect(page.getByRole('link', { name: 'Notifications (1)' })).toBeVisible()

  await test.step('read and unread cards pass axe at 390 and 1280 px, light and dark', async () => {
    for (const dark of [false, true]) {
      await page.evaluate((on) => window.localStorage.setItem('isDarkMode', String(on)), dark)
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto('/notifications')
        await expect(card(page, 'Second thoughts').getByText('Unread')).toBeVisible()
        await expect(card(page, 'First thoughts')).toBeVisible()
        await expect(card(page, 'First thoughts').getByText('Unread')).toHaveCount(0)
        await expectNoAxeViolations(page)
        const name = `notifications-${width}-${dark ? 'dark' : 'light'}.png`
        await page.screenshot({ path: testInfo.outputPath(name), fullPage: true })
      }
    }
    await page.evaluate(() => window.localStorage.setItem('isDarkMode', 'false'))
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.reload()
  })

  await test.step('Mark all read reads the rest, and it stays read', async () => {
    await page.getByRole('button', { name: 'Mark all read' }).click()
    await expect(page.getByRole('link', { name: 'Notifications (0)' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'All read' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.screenshot({ path: testInfo.outputPath('notifications-all-read.png') })
    await page.reload()
    await expect(card(page, 'Second thoughts')).toBeVisible()
    await expect(page.getByText('Unread', { exact: true })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Notifications (0)' })).toBeVisible()
  })
})
