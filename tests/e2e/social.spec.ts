// Issue 14 on the real stack: likes from the feed, fixing and removing one's comment, a rename
// that shows on everything one wrote, an author page reached from a byline, and a visitor's
// page that receives no email address at all (docs/decisions/0024).
import { type Page, type Response, expect, test } from '@playwright/test'
import { createUser, signIn, signInElsewhere, uniqueEmail } from './support/auth'
import { addComment, writePost } from './support/content'

const card = (page: Page, title: string) => page.getByRole('article', { name: title })
const comments = (page: Page) => page.getByRole('list', { name: 'Comments' })

test('likes, comment edits, a rename that stays true, author pages, and no email for visitors', async ({
  page,
  browser,
  request,
}) => {
  // One journey through four screens and three people: longer than one screen's test.
  test.setTimeout(120_000)
  const author = await createUser(request, {
    email: uniqueEmail('grace'),
    displayName: 'Grace Old',
  })
  const reader = await createUser(request, { email: uniqueEmail('rita'), displayName: 'Rita' })
  const title = `Tides ${Date.now().toString(36)}`

  await signIn(page, author)
  await writePost(page, { title, body: 'The sea came in twice a day.' })
  await card(page, title).getByRole('link', { name: 'Read more' }).click()
  await addComment(page, 'A note from the author')

  const { context: readerContext, page: readerPage } = await signInElsewhere(browser, reader)

  await test.step('the reader likes and unlikes from the feed; the author hears of it once', async () => {
    const feedCard = card(readerPage, title)
    await feedCard.getByRole('button', { name: `Like ${title} (0 likes)` }).click()
    await expect(
      feedCard.getByRole('button', { name: `Like ${title} (1 like)`, pressed: true }),
    ).toBeVisible()
    await readerPage.reload()
    const liked = card(readerPage, title).getByRole('button', { name: `Like ${title} (1 like)` })
    await expect(liked).toHaveAttribute('aria-pressed', 'true')
    await liked.click()
    await expect(
      card(readerPage, title).getByRole('button', {
        name: `Like ${title} (0 likes)`,
        pressed: false,
      }),
    ).toBeVisible()
    await card(readerPage, title)
      .getByRole('button', { name: `Like ${title} (0 likes)` })
      .click()
    await expect(
      card(readerPage, title).getByRole('button', { name: `Like ${title} (1 like)` }),
    ).toBeVisible()

    await page.getByRole('link', { name: 'Notifications (1)' }).click()
    await expect(page.getByRole('listitem', { name: `Rita liked “${title}”` })).toBeVisible()
  })

  await test.step('the reader edits their comment (edited), then deletes it', async () => {
    await card(readerPage, title).getByRole('link', { name: 'Read more' }).click()
    await addComment(readerPage, 'Teh sea is lovely')
    const mine = comments(readerPage).getByRole('listitem').filter({ hasText: 'Teh sea' })
    await mine.getByRole('button', { name: /^Edit your comment/ }).click()
    // Editing, the item shows the form instead of the text: one editor is open.
    await comments(readerPage)
      .getByRole('textbox', { name: 'Edit your comment' })
      .fill('The sea is lovely')
    await comments(readerPage).getByRole('button', { name: 'Save' }).click()
    const edited = comments(readerPage)
      .getByRole('listitem')
      .filter({ hasText: 'The sea is lovely' })
    await expect(edited).toContainText('edited')
    await readerPage.reload()
    await expect(edited).toContainText('edited')
    await expect(readerPage.getByTestId('comment-count')).toHaveText('2 comments')
    // The author's own comment is not the reader's to change.
    const theirs = comments(readerPage).getByRole('listitem').filter({ hasText: 'A note from' })
    // Reply and Block are anyone's (issue 26); once they show, Edit and Delete would have too.
    await expect(theirs.getByRole('button', { name: /^Reply to / })).toBeVisible()
    await expect(
      theirs.getByRole('button', { name: /^(Edit your comment|Delete the comment)/ }),
    ).toHaveCount(0)

    await edited.getByRole('button', { name: /^Delete the comment/ }).click()
    await readerPage.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await expect(comments(readerPage).getByText('The sea is lovely')).toHaveCount(0)
    await readerPage.reload()
    await expect(readerPage.getByTestId('comment-count')).toHaveText('1 comment')
    await expect(comments(readerPage).getByText('The sea is lovely')).toHaveCount(0)
  })
  await readerContext.close()

  await test.step('the author renames themself; the old post and comment say the new name', async () => {
    await page.goto('/update-profile')
    await page.getByLabel('Display name').fill('Grace New')
    await expect(page.getByLabel(/^Bio/)).toBeEnabled()
    await page.getByLabel(/^Bio/).fill('I write about the sea.')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await page.goto('/')
    await expect(card(page, title).getByRole('link', { name: 'Grace New' }).last()).toBeVisible()
    await card(page, title).getByRole('link', { name: 'Read more' }).click()
    await expect(
      page.getByRole('article').getByRole('link', { name: 'Grace New' }).last(),
    ).toBeVisible()
    await expect(
      comments(page).getByRole('listitem').filter({ hasText: 'A note from the author' }),
    ).toContainText('Grace New')
  })

  await test.step('a visitor reaches the author page from a byline, and receives no email address', async () => {
    const visitorContext = await browser.newContext()
    const visitor = await visitorContext.newPage()
    const bodies: Promise<{ url: string; body: string }>[] = []
    visitor.on('response', (response: Response) => {
      bodies.push(
        response
          .body()
          .then((body) => ({ url: response.url(), body: body.toString('latin1') }))
          .catch(() => ({ url: response.url(), body: '' })),
      )
    })
    await visitor.goto('/')
    await card(visitor, title).getByRole('link', { name: 'Grace New' }).last().click()
    await expect(visitor.getByRole('heading', { level: 1, name: 'Grace New' })).toBeVisible()
    await expect(visitor.getByText('I write about the sea.')).toBeVisible()
    await card(visitor, title).getByRole('link', { name: 'Read more' }).click()
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(comments(visitor).getByText('A note from the author')).toBeVisible()
    await expect(
      card(visitor, title).getByRole('link', {
        name: `Sign in to like ${title} (1 like)`,
      }),
    ).toBeVisible()

    const received = await Promise.all(bodies)
    expect(received.some(({ url }) => url.includes('/api/authors/'))).toBe(true)
    expect(received.some(({ url }) => url.includes('/api/comment/'))).toBe(true)
    const leaks = received.filter(
      ({ body }) =>
        [author.email, reader.email].some((email) => body.includes(email)) ||
        /[\w.+-]+@example\.com/.test(body),
    )
    expect(leaks.map(({ url }) => url)).toEqual([])
    await visitorContext.close()
  })
})
