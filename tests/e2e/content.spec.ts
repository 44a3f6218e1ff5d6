import { type Page, expect, test } from '@playwright/test'
import { createUser, signIn, signInElsewhere, signInNewUser, uniqueEmail } from './support/auth'
import { addComment, readMore, writePost } from './support/content'

function unique(label: string) {
  return `${label} ${Date.now().toString(36)}`
}

async function imageLoaded(page: Page, name: string) {
  const image = page.getByRole('img', { name }).first()
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
}

test('a post written with an image appears on the feed with its image, and an edit shows Edited', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request, { displayName: 'Ada Author' })
  const title = unique('Hello e2e')
  await writePost(page, { title, body: 'Written on the real stack.' })

  const card = page.getByRole('article', { name: title })
  await expect(card.getByText('Written on the real stack.')).toBeVisible()
  await imageLoaded(page, title)

  await page.getByRole('link', { name: 'Manage posts' }).click()
  await page.getByRole('article', { name: title }).getByRole('link', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${title.slice(0, 10)}`)
  const edited = `${title} (edited)`
  await page.getByRole('textbox', { name: 'Title' }).fill(edited)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(/\/managePosts$/)

  await page.getByRole('link', { name: 'Home' }).click()
  await readMore(page, edited)
  await expect(page.getByText(/^Edited \(/)).toBeVisible()
})

test('a comment from someone else raises the author’s badge live; the notification opens the post', async ({
  page,
  browser,
  request,
}) => {
  const author = await createUser(request, { displayName: 'Ada Author' })
  const reader = await createUser(request, {
    email: uniqueEmail('reader'),
    displayName: 'Rita Reader',
  })
  await signIn(page, author)
  const title = unique('Discuss me')
  await writePost(page, { title, body: 'Please comment.' })
  await expect(page.getByRole('link', { name: 'Notifications (0)' })).toBeVisible()

  const { context: readerContext, page: readerPage } = await signInElsewhere(browser, reader)
  await readerPage
    .getByRole('article', { name: title })
    .getByRole('link', { name: 'Read more' })
    .click()
  await addComment(readerPage, 'Great post!')
  await readerContext.close()

  // No reload: the server's event stream tells the author's page.
  await expect(page.getByRole('link', { name: 'Notifications (1)' })).toBeVisible()
  await page.getByRole('link', { name: 'Notifications (1)' }).click()
  const card = page.getByRole('listitem').filter({ hasText: title })
  await card.getByRole('link', { name: 'Open post' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Great post!')).toBeVisible()

  await page.goto('/notifications')
  await page
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Notifications (0)' })).toBeVisible()
  await page.reload()
  await expect(page.getByText('You have no notifications.')).toBeVisible()
})

test('an author deletes a post after confirming', async ({ page, request }) => {
  await signInNewUser(page, request)
  const title = unique('Short-lived')
  await writePost(page, { title, body: 'Not for long.' })

  await page.getByRole('link', { name: 'Manage posts' }).click()
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('are you sure to delete this post?')).toBeVisible()
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('article', { name: title })).toHaveCount(0)
  await expect(page.getByText('You dont have any posts')).toBeVisible()

  await page.reload()
  await expect(page.getByText('You dont have any posts')).toBeVisible()
})

test('back from a post to the feed is instant: no request for posts, no spinner', async ({
  page,
  request,
}) => {
  await signInNewUser(page, request)
  const title = unique('Round trip')
  await writePost(page, { title, body: 'There and back again.' })

  await readMore(page, title)
  await expect(page.getByText('There and back again.')).toBeVisible()

  const postRequests: string[] = []
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/posts') postRequests.push(req.url())
  })
  await page.goBack()
  await expect(page.getByRole('article', { name: title })).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Loading posts' })).toHaveCount(0)
  // Give a late refetch the time it would need to show up.
  await page.waitForTimeout(1000)
  expect(postRequests).toEqual([])
})
