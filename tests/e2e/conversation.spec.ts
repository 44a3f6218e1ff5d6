// Issue 26 on the real stack: a thread three levels deep and one deeper, drawn by the server as
// by the browser, a mention picked from the suggestions, and the notices they give.
import { type Page, expect, test } from '@playwright/test'
import { createUser, signIn, signInElsewhere, uniqueEmail } from './support/auth'
import { appTookOver } from './support/app'
import { addComment, writePost } from './support/content'

const comments = (page: Page) => page.getByRole('list', { name: 'Comments' })

/** Answers the comment that says `answered`, written by `to`. */
async function reply(page: Page, to: string, answered: string, text: string) {
  await page
    .getByRole('listitem')
    .filter({ hasText: answered })
    .last()
    .getByRole('button', { name: `Reply to ${to}` })
    .first()
    .click()
  await page.getByRole('textbox', { name: `Reply to ${to}` }).fill(text)
  await page.getByRole('button', { name: 'Reply', exact: true }).click()
  await expect(page.getByRole('textbox', { name: `Reply to ${to}` })).toBeHidden()
  await expect(comments(page).getByText(text)).toBeVisible()
}

test('a thread: replies under their comment, a deeper one flattened, a mention, their notices, and a block', async ({
  page,
  browser,
  request,
}) => {
  // Two people taking turns across one post and the notifications screen.
  test.setTimeout(120_000)
  const author = await createUser(request, { email: uniqueEmail('grace'), displayName: 'Grace' })
  const reader = await createUser(request, { email: uniqueEmail('rita'), displayName: 'Rita' })
  const title = `Threads ${Date.now().toString(36)}`

  await signIn(page, author)
  await writePost(page, { title, body: 'Talk to each other.' })
  await page.getByRole('article', { name: title }).getByRole('link', { name: 'Read more' }).click()
  await addComment(page, 'What do you think?')
  const postUrl = page.url()

  const { context: readerContext, page: readerPage } = await signInElsewhere(browser, reader)
  // A handle, to be named by (issue 24's profile screen).
  const ritaHandle = `rita_${Date.now().toString(36)}`
  await readerPage.goto('/update-profile')
  await expect(readerPage.getByRole('textbox', { name: 'Handle' })).toBeEnabled()
  await readerPage.getByRole('textbox', { name: 'Handle' }).fill(ritaHandle)
  await readerPage.getByRole('button', { name: 'Save' }).click()
  await expect(readerPage.getByText('Profile updated')).toBeVisible()
  await readerPage.goto(postUrl)
  await reply(readerPage, 'Grace', 'What do you think?', 'I think the sea is cold')

  await page.reload()
  await reply(page, 'Rita', 'I think the sea is cold', 'Colder than you think')
  await readerPage.reload()
  await reply(readerPage, 'Grace', 'Colder than you think', 'Not in August')

  await test.step('the server draws the thread: three levels, the fourth says whom it answers', async () => {
    const visitor = await browser.newContext({ javaScriptEnabled: false })
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(postUrl)
    const underGrace = visitorPage.getByRole('list', { name: 'Replies to Grace' }).first()
    const underRita = underGrace.getByRole('list', { name: 'Replies to Rita' })
    await expect(underRita.getByRole('listitem')).toHaveCount(2)
    await expect(
      underRita.getByRole('listitem').filter({ hasText: 'Not in August' }),
    ).toContainText('replying to Grace')
    await visitor.close()
  })

  await test.step('a thread folds away', async () => {
    await page.reload()
    // Folding is the app's: not a tap before it has taken the drawn page over, nor while the
    // author's controls and comment box (drawn once the session is known) push the thread down.
    await appTookOver(page)
    await expect(page.getByRole('button', { name: 'Add comment' })).toBeVisible()
    await page.getByRole('button', { name: 'Hide replies' }).first().click()
    await expect(page.getByText('Not in August')).toBeHidden()
    await page.getByRole('button', { name: 'Show 3 replies' }).click()
    await expect(page.getByText('Not in August')).toBeVisible()
  })

  await test.step('the author names the reader, from the suggestions; the name links to their page', async () => {
    const box = page.getByRole('textbox', { name: 'Comment' })
    await box.fill('Thanks @ri')
    await page.getByRole('button', { name: `Mention Rita (@${ritaHandle})` }).click()
    await expect(box).toHaveValue(`Thanks @${ritaHandle} `)
    await box.pressSequentially('and @' + ritaHandle + ' again')
    await page.getByRole('button', { name: 'Add comment' }).click()
    const mention = comments(page)
      .getByRole('link', { name: `@${ritaHandle}` })
      .first()
    await expect(mention).toHaveAttribute('href', `/@${ritaHandle}`)
    await readerPage.getByRole('link', { name: /^Notifications/ }).click()
    await expect(
      readerPage.getByRole('listitem', { name: `Grace mentioned you on “${title}”` }),
    ).toHaveCount(1)
    await expect(
      readerPage.getByRole('listitem', { name: `Grace replied to you on “${title}”` }),
    ).toHaveCount(1)
  })

  await test.step('the author hears of the reply as a reply, not also as a comment', async () => {
    await page.getByRole('link', { name: /^Notifications/ }).click()
    await expect(
      page.getByRole('listitem', { name: `Rita replied to you on “${title}”` }),
    ).toHaveCount(2)
    await expect(page.getByRole('listitem', { name: `Rita commented on “${title}”` })).toHaveCount(
      0,
    )
  })
  await test.step('the author blocks the reader: hidden for her, and the reader is refused', async () => {
    await page.goto(postUrl)
    await page.getByRole('button', { name: 'Block Rita' }).first().click()
    await page.getByRole('button', { name: 'Block', exact: true }).click()
    await expect(page.getByText('Hidden: you blocked this person').first()).toBeVisible()
    await expect(comments(page).getByText('Not in August')).toBeHidden()
    await page.reload()
    await expect(page.getByText('Hidden: you blocked this person').first()).toBeVisible()

    await readerPage.goto(postUrl)
    await readerPage.getByRole('textbox', { name: 'Comment' }).fill('Let me in')
    await readerPage.getByRole('button', { name: 'Add comment' }).click()
    await expect(
      readerPage.getByText('You cannot comment here: its author has blocked you'),
    ).toBeVisible()
    await expect(readerPage.getByRole('textbox', { name: 'Comment' })).toHaveValue('Let me in')
    await readerPage.reload()
    await expect(comments(readerPage).getByText('Let me in')).toBeHidden()
    // Still signed in: a block is not a lost session.
    await expect(readerPage.getByRole('button', { name: 'Add comment' })).toBeVisible()
  })
  await readerContext.close()
})
