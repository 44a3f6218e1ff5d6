// Issue 27 item 5 on the real stack: an author downloads their export from the profile, and
// another account imports that zip: the same posts arrive, as drafts, with their images.
import fs from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { createUser, signInElsewhere, signInNewUser } from './support/auth'
import { writePost } from './support/content'

test('an export imported into a fresh account gives the same posts, as drafts', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const run = Date.now().toString(36)
  const published = `Harbour lights ${run}`
  const draft = `Unfinished map ${run}`
  await signInNewUser(page, request, { displayName: 'Otto Export' })
  await writePost(page, {
    title: published,
    body: 'Boats came in **late** that night.',
    tags: ['sea'],
  })
  await page.goto('/new-post')
  await page.getByRole('textbox', { name: 'Title' }).fill(draft)
  await page.getByRole('textbox', { name: 'Post text' }).fill('North is up, probably.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page).toHaveURL(/\/post-edit\//)
  await expect(page.locator('[data-save-state]')).toHaveText(/^Saved at /)

  await page.goto('/profile')
  await page.getByRole('link', { name: 'Import and export' }).click()
  const exportSection = page.getByRole('region', { name: 'Export', exact: true })
  const downloading = page.waitForEvent('download')
  await exportSection.getByRole('button', { name: 'Download export' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^quill-export-\d{4}-\d{2}-\d{2}\.zip$/)
  const zipPath = testInfo.outputPath('export.zip')
  await download.saveAs(zipPath)
  await expect(exportSection.getByText('Your export is downloading.')).toBeVisible()

  // A fresh account, in a browser of its own.
  const fresh = await createUser(request, { displayName: 'Ida Import' })
  const { context, page: other } = await signInElsewhere(browser, fresh)
  await other.goto('/profile#import-export')
  const importSection = other.getByRole('region', { name: 'Import', exact: true })
  await importSection.getByLabel('Files to import').setInputFiles({
    name: 'export.zip',
    mimeType: 'application/zip',
    buffer: await fs.readFile(zipPath),
  })
  await expect(importSection.getByText(/^1 file chosen/)).toBeVisible()
  await importSection.getByRole('button', { name: 'Import', exact: true }).click()
  const report = importSection.getByRole('status')
  await expect(report.getByRole('heading', { name: 'Imported 2 drafts' })).toBeVisible()
  await expect(report.getByRole('heading', { name: /problem/ })).toHaveCount(0)

  // Both are drafts of the fresh account, with the same words, tags and image.
  await report.getByRole('link', { name: 'Manage posts' }).click()
  await expect(other).toHaveURL(/\/managePosts$/)
  for (const title of [published, draft]) {
    const card = other.getByRole('article', { name: title })
    await expect(card).toBeVisible()
    await expect(card.getByText('Draft', { exact: true })).toBeVisible()
  }
  await other.getByRole('article', { name: published }).getByRole('link', { name: 'Edit' }).click()
  await expect(other.getByRole('textbox', { name: 'Title' })).toHaveValue(published)
  await expect(other.getByRole('textbox', { name: 'Post text' })).toHaveValue(
    'Boats came in **late** that night.',
  )
  await expect(other.getByRole('img', { name: 'Current image' })).toBeVisible()
  await context.close()
})
