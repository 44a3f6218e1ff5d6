// Content helpers for e2e specs: a real image made on the fly, and a post written the way an
// author writes one, through the new-post screen.
import { type Page, expect } from '@playwright/test'
import sharp from 'sharp'

export async function pngImage(name = 'photo.png') {
  const buffer = await sharp({
    create: { width: 96, height: 64, channels: 3, background: { r: 40, g: 90, b: 200 } },
  })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

/** Writes a post through the UI, from the feed, and waits until it is back on the feed. */
export async function writePost(
  page: Page,
  post: { title: string; body: string; tags?: string[] },
) {
  await page.goto('/')
  await page.getByRole('link', { name: 'Create a new post' }).click()
  await page.getByRole('textbox', { name: 'Title' }).fill(post.title)
  await page.getByRole('textbox', { name: 'Post text' }).fill(post.body)
  for (const tag of post.tags ?? []) {
    await page.getByRole('combobox', { name: 'Tags' }).fill(tag)
    await page.getByRole('combobox', { name: 'Tags' }).press('Enter')
  }
  await page.getByLabel('Image').setInputFiles(await pngImage())
  await expect(page.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Posted successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('article', { name: post.title })).toBeVisible()
}

/** Publishes a post through the editor, opens its page from the feed, and answers its URL. */
export async function publishAndOpen(page: Page, post: { title: string; body: string }) {
  await writePost(page, post)
  await page
    .getByRole('article', { name: post.title })
    .getByRole('link', { name: post.title, exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  return page.url()
}

/** Comments on the post open on `page` and waits until the comment shows in the list. */
export async function addComment(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Comment' }).fill(text)
  await page.getByRole('button', { name: 'Add comment' }).click()
  await expect(page.getByRole('list', { name: 'Comments' }).getByText(text)).toBeVisible()
}

/** Opens the post titled `title` from its card's Read more; answers the post's id. */
export async function readMore(page: Page, title: string): Promise<string> {
  await page.getByRole('article', { name: title }).getByRole('link', { name: 'Read more' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  return new URL(page.url()).pathname.split('/')[2] ?? ''
}
