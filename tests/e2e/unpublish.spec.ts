// Issue 27 item 2 on the real stack: an author takes a published post back from Manage posts;
// a reader finds it nowhere (the feed, its page, search) while its author still reads it, and
// publishing it again from the editor brings it back.
import { expect, test } from '@playwright/test'
import { signInNewUser } from './support/auth'
import { publishAndOpen } from './support/content'

test('unpublish from Manage posts: gone for readers, kept for its author, back when published', async ({
  page,
  browser,
  request,
}) => {
  const title = `Second thoughts ${Date.now().toString(36)}`
  await signInNewUser(page, request, { displayName: 'Una Publish' })
  const postUrl = await publishAndOpen(page, { title, body: 'Written in haste.' })

  await page.goto('/managePosts')
  const card = page.getByRole('article', { name: title })
  await card.getByRole('button', { name: 'Unpublish' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click()
  await expect(card.getByText('Draft', { exact: true })).toBeVisible()
  await expect(page.getByText('Post unpublished: it is a draft again')).toBeVisible()

  const reader = await browser.newPage()
  const drawn = await reader.goto(postUrl)
  expect(drawn?.status()).toBe(404)
  await expect(reader.getByRole('heading', { level: 1, name: title })).toHaveCount(0)
  await reader.goto('/')
  await expect(reader.getByRole('heading', { level: 1, name: 'Latest posts' })).toBeVisible()
  await expect(reader.getByRole('article', { name: title })).toHaveCount(0)
  const found = await reader.request.get(`/api/search?q=${encodeURIComponent(title)}`)
  expect(await found.text()).not.toContain(title)

  // Its author still reads it, and publishes it again from the editor.
  await page.goto(postUrl)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await page.goto('/managePosts')
  await page.getByRole('article', { name: title }).getByRole('link', { name: 'Edit' }).click()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Posted successfully')).toBeVisible()
  await reader.goto(postUrl)
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await reader.close()
})
