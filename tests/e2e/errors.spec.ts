// What the real server refuses reaches the user in the server's words: the reason beneath the
// toast, a field's message under its field. Never a URL or a status line.
import { expect, test } from '@playwright/test'
import { TITLE_MAX } from '../../contract/posts'
import { signInNewUser } from './support/auth'
import { pngImage } from './support/content'

test('a file the image host refuses: something went wrong, and the server’s reason', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request)
  await page.goto('/new-post')
  await page.getByRole('textbox', { name: 'Title' }).fill('Not a picture')
  await page.getByRole('textbox', { name: 'Post text' }).fill('The file only says it is one.')
  await page.getByLabel('Image').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('plain text, not an image'),
  })
  await page.getByRole('button', { name: 'Publish' }).click()

  const toast = page.getByRole('region', { name: /Messages/ }).getByRole('listitem')
  await expect(toast).toContainText('something went wrong')
  await expect(toast).toContainText('The file is not an image')
  await expect(toast).not.toContainText(/http|POST|415/)
  await expect(page).toHaveURL(/\/new-post$/)
})

test('a title over the server’s limit: the server’s message under the field', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request)
  await page.goto('/new-post')
  const title = page.getByRole('textbox', { name: 'Title' })
  // An older page without the length limit: the server still decides.
  await title.evaluate((input) => input.removeAttribute('maxlength'))
  await title.fill('x'.repeat(TITLE_MAX + 1))
  await page.getByRole('textbox', { name: 'Post text' }).fill('Long title, short text.')
  await page.getByLabel('Image').setInputFiles(await pngImage())
  await page.getByRole('button', { name: 'Publish' }).click()

  await expect(page.getByText('something went wrong')).toBeVisible()
  await expect(title).toHaveAccessibleDescription(`Title must be at most ${TITLE_MAX} characters`)
  await expect(title).toHaveValue('x'.repeat(TITLE_MAX + 1))
})
