// A draft is unmistakable (ADR 0078), on the real stack: a writer saves a draft and opens its page
// from Manage posts; it says Draft at the top, with Publish and Edit, and has no Like and no
// comment box. Publish from the banner: the post is out, with Like and comments, and a reader
// signed out opens it.
import { expect, test } from '@playwright/test'
import { signInNewUser } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { pngImage } from './support/content'

test('a draft’s page says Draft with Publish and no Like; Publish from there puts it out', async ({
  page,
  browser,
  request,
}) => {
  const title = `Half a thought ${Date.now().toString(36)}`
  await signInNewUser(page, request, { displayName: 'Dora Drafter' })
  await page.goto('/')
  await page.getByRole('link', { name: 'Create a new post' }).click()
  await page.getByRole('textbox', { name: 'Title' }).fill(title)
  await page.getByRole('textbox', { name: 'Post text' }).fill('Not ready for the world yet.')
  await page.getByLabel('Image').setInputFiles(await pngImage())
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible()
  // Wherever Save draft leaves the writer (the editor, or their list), the draft is saved.
  const saved = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/post',
  )
  await page.getByRole('button', { name: 'Save draft' }).click()
  expect((await saved).status()).toBe(201)

  await page.goto('/managePosts')
  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: title, exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const postUrl = page.url()

  const banner = page.getByRole('region', { name: 'Draft — only you can see this' })
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /\/post-edit\//)
  await expect(page.getByRole('button', { name: /^Like / })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /reading list/ })).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveCount(0)
  await expect(page.getByRole('switch', { name: 'Comments on' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  await banner.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Posted successfully')).toBeVisible()
  await expect(banner).toHaveCount(0)
  await expect(page.getByRole('button', { name: new RegExp(`^Like ${title}`) })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Comment' })).toBeVisible()

  // A reader, signed out, finds it out.
  const reader = await browser.newPage()
  const drawn = await reader.goto(postUrl)
  expect(drawn?.status()).toBe(200)
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(reader.getByRole('region', { name: /^Draft/ })).toHaveCount(0)
  await reader.close()
})
