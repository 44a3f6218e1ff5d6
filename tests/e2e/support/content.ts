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
