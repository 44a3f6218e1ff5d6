// `npm run dev:mock` works: the unchanged app, in Chromium, against the msw handlers through the
// service worker, on the demo content of mocks/seed.ts. The Firebase SDK signs in against the
// handlers too, since the worker also sees its cross-origin calls to the emulator's address.
import { type Page, expect, test } from '@playwright/test'
import { DEMO_ACCOUNT } from '../../mocks/demo-account'

/** Console errors from msw: a request the handlers should have answered and did not. */
function mswErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[MSW]')) errors.push(message.text())
  })
  return errors
}

function openPost(page: Page, title: string) {
  return page.getByRole('article', { name: title }).getByRole('link', { name: 'Read more' }).click()
}

test('the feed shows the demo posts, and a post opens with its comments', async ({ page }) => {
  const errors = mswErrors(page)
  await page.goto('/')

  await expect(page.getByRole('article')).toHaveCount(4)
  await expect(page.getByRole('article').first()).toContainText('My first week with Quill')
  await openPost(page, 'Writing for the web, briefly')

  const comments = page.getByRole('list', { name: 'Comments' }).getByRole('listitem')
  await expect(comments).toHaveCount(2)
  await expect(comments.last()).toContainText('Reading it aloud is the best advice here.')
  expect(errors).toEqual([])
})

test('the demo account signs in and publishes a comment', async ({ page }) => {
  const errors = mswErrors(page)
  await page.goto('/login')
  await page.getByLabel('Email').fill(DEMO_ACCOUNT.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password)
  const signIn = page.waitForResponse(/accounts:signInWithPassword/)
  await page.getByRole('button', { name: 'Login' }).click()

  expect((await signIn).fromServiceWorker()).toBe(true)
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  await openPost(page, 'A walk along the harbour')
  await page.getByRole('textbox', { name: 'Comment' }).fill('Tried from dev:mock.')
  const published = page.waitForResponse(
    (response) => response.url().endsWith('/api/comment') && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Add comment' }).click()

  const response = await published
  expect(response.status()).toBe(201)
  expect(response.fromServiceWorker()).toBe(true)
  const newest = page.getByRole('list', { name: 'Comments' }).getByRole('listitem').first()
  await expect(newest).toContainText('Tried from dev:mock.')
  await expect(newest).toContainText(DEMO_ACCOUNT.name)
  expect(errors).toEqual([])
})
