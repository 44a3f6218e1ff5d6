// Issue 27 item 4 on the real stack: an author edits a post, opens its History from the editor,
// sees what the first version would change back, restores it, and readers get it at once.
import { expect, test } from '@playwright/test'
import { signInNewUser } from './support/auth'
import { publishAndOpen } from './support/content'

test('History: an edited post shows its versions, a word diff, and Restore brings one back', async ({
  page,
  request,
}) => {
  const title = `Tides ${Date.now().toString(36)}`
  await signInNewUser(page, request, { displayName: 'Hedda History' })
  const postUrl = await publishAndOpen(page, { title, body: 'The sea was wild and grey.' })

  await page.getByRole('link', { name: 'Edit' }).click()
  const text = page.getByRole('textbox', { name: 'Post text' })
  await text.fill('The sea was calm and grey.')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Post updated')).toBeVisible()

  await page.getByRole('link', { name: 'Edit' }).click()
  await page.getByRole('link', { name: 'History' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible()
  const versions = page.getByRole('navigation', { name: 'Versions' }).getByRole('button')
  await expect(versions).toHaveCount(2)
  const changes = page.getByRole('region', { name: /^The version of/ })
  await expect(changes.locator('del', { hasText: 'wild' })).toBeVisible()
  await expect(changes.locator('ins', { hasText: 'calm' })).toBeVisible()

  await changes.getByRole('button', { name: 'Restore this version' }).click()
  await expect(page.getByText('Version restored')).toBeVisible()
  await expect(versions).toHaveCount(3)

  const reader = await page.context().browser()!.newPage()
  await reader.goto(postUrl)
  await expect(reader.getByText('The sea was wild and grey.')).toBeVisible()
  await reader.close()
})
