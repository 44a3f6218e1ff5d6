// Issue 24 item 4 on the real stack: a reader saves a post from the feed, finds it on the reading
// list from the header, sees it saved on its page after a reload, and takes it off there; the
// list is theirs alone, and a visitor's bookmark asks them to sign in.
import { type Page, expect, test } from '@playwright/test'
import { appTookOver } from './support/app'
import { createUser, signIn, signInElsewhere, uniqueEmail } from './support/auth'
import { writePost } from './support/content'

const card = (page: Page, title: string) => page.getByRole('article', { name: title })

test('save for later from the feed, read it from the reading list, take it off on the post', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const author = await createUser(request, { email: uniqueEmail('ada'), displayName: 'Ada' })
  const reader = await createUser(request, { email: uniqueEmail('rita'), displayName: 'Rita' })
  const title = `Lighthouses ${Date.now().toString(36)}`
  await signIn(page, author)
  await writePost(page, { title, body: 'A light turns all night so ships come home.' })

  const { context: readerContext, page: readerPage } = await signInElsewhere(browser, reader)
  await readerPage.goto('/')
  await appTookOver(readerPage)
  const save = card(readerPage, title).getByRole('button', {
    name: `Save ${title} to your reading list`,
  })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')

  await readerPage.getByRole('banner').getByRole('link', { name: 'Reading list' }).click()
  await expect(readerPage).toHaveURL(/\/reading-list$/)
  await expect(readerPage.getByRole('heading', { level: 1, name: 'Reading list' })).toBeVisible()
  await card(readerPage, title)
    .getByRole('link', { name: `Read more about ${title}` })
    .click()
  await expect(readerPage.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // Saved on the server: after a reload the post's own page says so.
  await readerPage.reload()
  await appTookOver(readerPage)
  const onPost = readerPage
    .getByRole('main')
    .getByRole('button', { name: `Save ${title} to your reading list` })
  await expect(onPost).toHaveAttribute('aria-pressed', 'true')
  await onPost.click()
  await expect(onPost).toHaveAttribute('aria-pressed', 'false')
  await readerPage.goto('/reading-list')
  await expect(readerPage.getByText(/Nothing saved yet/)).toBeVisible()

  // The author's list is their own: empty, although the reader saved the author's post.
  await page.goto('/reading-list')
  await expect(page.getByText(/Nothing saved yet/)).toBeVisible()
  await readerContext.close()

  // A visitor is asked to sign in first.
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto('/')
  await expect(
    card(visitorPage, title).getByRole('link', {
      name: `Sign in to save ${title} to your reading list`,
    }),
  ).toHaveAttribute('href', /^\/login\?redirect=/)
  await visitor.close()
})
