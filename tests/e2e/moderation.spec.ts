// Issue 26 item 4 on the real stack: a reader reports a comment, the moderator (MODERATOR_EMAILS
// in playwright.config.ts) is told and hides it from /moderation, the reporter is told, and a
// visitor no longer reads it. Item 5: its author closes a post's comments.
import { type APIRequestContext, expect, test } from '@playwright/test'
import { MODERATOR_EMAIL } from '../../playwright.config'
import { appTookOver } from './support/app'
import { createUser, fixedAccount, signIn, signInElsewhere, uniqueEmail } from './support/auth'
import { addComment, publishAndOpen } from './support/content'

/** The stack's one moderator: made once per emulator, signed in as such after. */
const moderator = (request: APIRequestContext) => fixedAccount(request, MODERATOR_EMAIL, 'Mo')

test('a report handled by a moderator: the comment is hidden for readers and the reporter is told', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const author = await createUser(request, { email: uniqueEmail('ada'), displayName: 'Ada' })
  const troll = await createUser(request, { email: uniqueEmail('troll'), displayName: 'Troll' })
  const mod = await moderator(request)
  const title = `Reported ${Date.now().toString(36)}`

  await signIn(page, author)
  const postUrl = await publishAndOpen(page, { title, body: 'Be kind in the comments.' })

  const { context: trollContext, page: trollPage } = await signInElsewhere(browser, troll)
  await trollPage.goto(postUrl)
  await addComment(trollPage, 'You are all fools')
  await trollContext.close()

  await test.step('the author reports the comment with a reason', async () => {
    await page.goto(postUrl)
    await appTookOver(page)
    const comments = page.getByRole('list', { name: 'Comments' })
    await comments.getByRole('button', { name: 'Report the comment by Troll' }).click()
    const dialog = page.getByRole('dialog', { name: 'Report the comment by Troll' })
    await dialog.getByRole('textbox').fill('Insults the readers')
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(page.getByText('Reported: a moderator will look at it')).toBeVisible()
    await expect(
      comments.getByRole('button', { name: 'Reported the comment by Troll' }),
    ).toBeDisabled()
  })

  await test.step('the moderator is told, and hides it from /moderation', async () => {
    const { context: modContext, page: modPage } = await signInElsewhere(browser, mod)
    await modPage.goto('/notifications')
    await appTookOver(modPage)
    const notice = modPage.getByRole('listitem', {
      name: `A report on “${title}” waits for review`,
    })
    await expect(notice).toContainText('Insults the readers')
    await notice.getByRole('link', { name: 'Open reports' }).click()
    await expect(modPage).toHaveURL(/\/moderation$/)
    const report = modPage
      .getByRole('list', { name: 'Open reports' })
      .getByRole('listitem')
      .filter({ hasText: 'Insults the readers' })
    await expect(report).toContainText('You are all fools')
    await report.getByRole('button', { name: 'Hide the comment by Troll' }).click()
    // Asked first, and told what it does.
    const confirm = modPage.getByRole('dialog', { name: 'Please confirm' })
    await expect(confirm).toContainText('Readers no longer see it')
    await confirm.getByRole('button', { name: 'Hide comment' }).click()
    await expect(modPage.getByText('Hidden, and the reporter told')).toBeVisible()
    await expect(report).toBeHidden()
    await modContext.close()
  })

  await test.step('the reporter is told', async () => {
    await page.goto('/notifications')
    await expect(
      page.getByRole('heading', { name: `A moderator handled your report on “${title}”` }),
    ).toBeVisible()
    await expect(page.getByText('The comment you reported is hidden')).toBeVisible()
  })

  await test.step('a reader no longer reads it; the count says none', async () => {
    const visitor = await browser.newContext()
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(postUrl)
    await expect(visitorPage.getByRole('heading', { name: title })).toBeVisible()
    await expect(visitorPage.getByText('You are all fools')).toBeHidden()
    await expect(visitorPage.getByTestId('comment-count')).toHaveText('0 comments')
    await visitor.close()
  })
})

test('an author closes a post’s comments: the form gives way to “Comments are closed”', async ({
  page,
  browser,
  request,
}) => {
  const author = await createUser(request, { email: uniqueEmail('closer'), displayName: 'Cleo' })
  const reader = await createUser(request, { email: uniqueEmail('late'), displayName: 'Lee' })
  await signIn(page, author)
  const postUrl = await publishAndOpen(page, {
    title: `Closed ${Date.now().toString(36)}`,
    body: 'No comments, please.',
  })
  await appTookOver(page)
  await page.getByRole('switch', { name: 'Comments on' }).click()
  await expect(page.getByText('Comments are closed').first()).toBeVisible()

  const { context: readerContext, page: readerPage } = await signInElsewhere(browser, reader)
  await readerPage.goto(postUrl)
  await expect(readerPage.getByText('Comments are closed')).toBeVisible()
  await expect(readerPage.getByRole('textbox', { name: 'Comment' })).toHaveCount(0)
  await readerContext.close()
})
