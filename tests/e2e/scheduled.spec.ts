// Issue 27 item 1 on the real stack: an author schedules a post a few seconds ahead from the
// editor; a reader does not find it before its time, and then finds it on the feed, published by
// the server's job queue with nobody's browser open on it.
import { expect, test } from '@playwright/test'
import { appTookOver } from './support/app'
import { signInNewUser } from './support/auth'
import { pngImage } from './support/content'

test('a post scheduled a few seconds ahead appears on the feed at its time, not before', async ({
  page,
  browser,
  request,
}) => {
  const title = `Out in a moment ${Date.now().toString(36)}`
  await signInNewUser(page, request, { displayName: 'Sky Scheduler' })
  await page.goto('/new-post')
  await appTookOver(page)
  await page.getByRole('textbox', { name: 'Title' }).fill(title)
  await page.getByRole('textbox', { name: 'Post text' }).fill('Timed to the second.')
  await page.getByLabel('Image').setInputFiles(await pngImage())
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible()

  await page.getByRole('button', { name: 'Schedule…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Schedule this post' })
  // The page's clock decides "a few seconds": the browser's own time zone, as an author's.
  const at = new Date((await page.evaluate(() => Date.now())) + 8_000)
  await dialog.getByLabel('Publish on').fill(
    await page.evaluate((ms) => {
      const d = new Date(ms)
      const pad = (n: number) => String(n).padStart(2, '0')
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
    }, at.getTime()),
  )
  await dialog.getByRole('button', { name: 'Schedule' }).click()
  await expect(page.getByText(/^Post scheduled for /)).toBeVisible()
  await expect(page).toHaveURL(/\/managePosts$/)
  const card = page.getByRole('article', { name: title })
  await expect(card.getByText('Scheduled', { exact: true })).toBeVisible()
  await expect(card.getByText(/^Publishes /)).toBeVisible()

  // A reader, before its time: not on the feed.
  const reader = await browser.newPage()
  await reader.goto('/')
  await expect(reader.getByRole('heading', { level: 1, name: 'Latest posts' })).toBeVisible()
  await expect(reader.getByRole('article', { name: title })).toHaveCount(0)

  // At its time (within a few seconds): on the feed, for anyone.
  await expect
    .poll(
      async () => {
        await reader.reload()
        await expect(reader.getByRole('heading', { level: 1, name: 'Latest posts' })).toBeVisible()
        return reader.getByRole('article', { name: title }).count()
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe(1)
  expect(Date.now() - at.getTime()).toBeLessThan(15_000)
  await page.reload()
  await expect(
    page.getByRole('article', { name: title }).getByText('Scheduled', { exact: true }),
  ).toHaveCount(0)
})
