// Preview links on the real stack (ADR 0079): a writer saves a draft and shares it by a preview
// link; a fresh browser, signed out, reads the draft under the preview's notice, with noindex in
// the page's head and headers; the draft is on no list; the writer stops sharing and the link
// opens nothing.
import { expect, test } from '@playwright/test'
import { signInNewUser } from './support/auth'

test('a draft shared by a preview link: read signed out, never indexed, then stopped', async ({
  page,
  browser,
  request,
}) => {
  const title = `Shared draft ${Date.now().toString(36)}`
  await signInNewUser(page, request, { displayName: 'Pia Preview' })
  await page.goto('/new-post')
  await page.getByRole('textbox', { name: 'Title' }).fill(title)
  await page.getByRole('textbox', { name: 'Post text' }).fill('Low water at *noon*, they say.')
  // Saved by hand (or by itself first, as the desk does): its own editor takes over.
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL(/\/post-edit\/[^/]+$/, { timeout: 15_000 })
  const insertedId = new URL(page.url()).pathname.split('/').pop() ?? ''

  await page.getByRole('button', { name: 'Share preview link' }).click()
  const dialog = page.getByRole('dialog', { name: 'Share a preview' })
  const field = dialog.getByRole('textbox', { name: 'Preview link' })
  await expect(field).toHaveValue(/\/preview\/[A-Za-z0-9_-]{43}$/)
  const url = await field.inputValue()

  // Someone else, in a browser that never signed in.
  const context = await browser.newContext()
  const reader = await context.newPage()
  const opened = await reader.goto(url)
  expect(opened?.status()).toBe(200)
  expect(opened?.headers()['x-robots-tag']).toBe('noindex')
  expect(opened?.headers()['cache-control']).toBe('private, no-store')
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(reader.getByRole('status', { name: 'Preview — not published yet' })).toBeVisible()
  await expect(reader.getByText('noon', { exact: true })).toBeVisible()
  // A draft's article has no likes or reading list (ADR 0078); the preview adds no comments.
  await expect(reader.getByRole('link', { name: /like/i })).toHaveCount(0)
  await expect(reader.getByRole('textbox', { name: 'Comment' })).toHaveCount(0)
  await expect(reader.locator('head meta[name="robots"]').first()).toHaveAttribute(
    'content',
    'noindex',
  )
  await expect(reader).toHaveTitle(new RegExp(`^${title}`))
  // Still a draft to everyone else: not on the feed, not at its own address.
  await reader.goto('/')
  await expect(reader.getByRole('heading', { level: 1, name: 'Latest posts' })).toBeVisible()
  await expect(reader.getByRole('article', { name: title })).toHaveCount(0)
  expect((await reader.request.get(`/api/post/${insertedId}`)).status()).toBe(404)

  await dialog.getByRole('button', { name: 'Stop sharing' }).click()
  await expect(dialog.getByText('Sharing stopped: the link opens nothing now.')).toBeVisible()
  const stopped = await reader.goto(url)
  expect(stopped?.status()).toBe(404)
  await expect(reader.getByRole('heading', { level: 1, name: 'Preview not found' })).toBeVisible()
  await expect(reader.getByRole('heading', { level: 1, name: title })).toHaveCount(0)
  // Signed in, its writer is told the same: the link is what is stopped.
  const own = await page.request.get(new URL(url).pathname)
  expect(own.status()).toBe(404)
  await context.close()
})
