import { expect, test } from '@playwright/test'
import { signInNewUser } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { writePost } from './support/content'

test('axe finds no violations on the content screens, with a post and a comment on them', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request, { displayName: 'Axe Author' })
  const title = `Accessible post ${Date.now()}`
  await writePost(page, { title, body: 'A body worth reading. '.repeat(20) })

  const screens: [string, () => Promise<void>][] = [
    ['the feed', async () => page.goto('/').then(() => undefined)],
    [
      'a post with a comment',
      async () => {
        await page
          .getByRole('article', { name: title })
          .getByRole('link', { name: 'Read more' })
          .click()
        await page.getByRole('textbox', { name: 'Comment' }).fill('Well put.')
        await page.getByRole('button', { name: /comment/i }).click()
        await expect(
          page.getByRole('list', { name: 'Comments' }).getByText('Well put.'),
        ).toBeVisible()
        // The box empties once the server has the comment.
        await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('')
      },
    ],
    ['the new post form', async () => page.goto('/new-post').then(() => undefined)],
    ['manage posts', async () => page.goto('/managePosts').then(() => undefined)],
    [
      'the edit form',
      async () => {
        await page.getByRole('article', { name: title }).getByRole('link', { name: 'Edit' }).click()
        await expect(page.getByRole('heading', { level: 1, name: /^Edit/ })).toBeVisible()
      },
    ],
    ['notifications', async () => page.goto('/notifications').then(() => undefined)],
  ]
  for (const [name, open] of screens) {
    await test.step(name, async () => {
      await open()
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expectNoAxeViolations(page)
    })
  }
})
