// Issue 24 item 5 on the real stack: a visitor subscribes on an author's page, confirms with the
// link the dev mailbox shows (no SMTP_URL: mail goes there), the author publishes, the post
// arrives whole in the dev mailbox, and its unsubscribe link works (docs/decisions/0037).
import { type Locator, type Page, expect, test } from '@playwright/test'
import { createUser, signIn, uniqueEmail } from './support/auth'
import { writePost } from './support/content'

/** A mail in the dev mailbox, by its subject and recipient (the page polls every 3 s). */
function mail(page: Page, subject: string, to: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: subject, exact: true }) })
    .filter({ hasText: `To ${to}` })
}

/** Opens a mail of the dev mailbox (only the newest is open), whichever it is. */
async function openMail(mail: Locator) {
  const details = mail.locator('details').first()
  await expect(async () => {
    if ((await details.getAttribute('open')) === null) await mail.locator('summary').first().click()
    await expect(details).toHaveAttribute('open', '', { timeout: 1000 })
  }).toPass()
}

test('subscribe on an author page, confirm from the dev mailbox, get the post, unsubscribe', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const author = await createUser(request, { email: uniqueEmail('ada'), displayName: 'Ada Mail' })
  const reader = uniqueEmail('reader').toLowerCase()
  const first = `Harbour ${Date.now().toString(36)}`
  const second = `Lighthouse ${Date.now().toString(36)}`
  await signIn(page, author)
  await writePost(page, { title: first, body: 'The boats came in.' })
  await page
    .getByRole('article', { name: first })
    .getByRole('link', { name: 'Ada Mail' })
    .last()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Mail' })).toBeVisible()
  const authorPage = page.url()

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()

  await test.step('a visitor subscribes on the author page', async () => {
    await visitor.goto(authorPage)
    const form = visitor.getByRole('region', { name: 'Get Ada Mail’s posts by email' })
    await form.getByRole('textbox', { name: 'Email' }).fill(reader)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByRole('status')).toContainText('Check your inbox')
  })

  await test.step('the confirmation link in the dev mailbox confirms it', async () => {
    await visitor.goto('/dev-mailbox')
    const confirmation = mail(visitor, 'Confirm your subscription to Quill', reader)
    await expect(confirmation).toBeVisible({ timeout: 15_000 })
    await openMail(confirmation)
    await expect(confirmation.getByText('posts by Ada Mail').first()).toBeVisible()
    await confirmation.getByRole('link', { name: /\/confirm-subscription\?token=/ }).click()
    await expect(visitor.getByText('Your subscription is confirmed.')).toBeVisible()
    await expect(visitor.getByText('New posts by Ada Mail')).toBeVisible()
  })

  await test.step('the author publishes; the post arrives whole in the dev mailbox', async () => {
    await writePost(page, { title: second, body: 'A **light** on the rocks.' })
    await visitor.goto('/dev-mailbox')
    const post = mail(visitor, second, reader)
    await expect(post).toBeVisible({ timeout: 20_000 })
    await openMail(post)
    await post.getByText('Headers').click()
    await expect(post.getByRole('row', { name: /List-Unsubscribe-Post/ })).toContainText(
      'List-Unsubscribe=One-Click',
    )
    const html = post.frameLocator('iframe')
    await expect(html.getByRole('heading', { name: second })).toBeVisible()
    await expect(html.locator('strong', { hasText: 'light' })).toBeVisible()
    // The text part is readable plain text, not the Markdown source.
    await expect(post.getByText('A light on the rocks.')).toBeVisible()
    await expect(post.getByText('**light**')).toHaveCount(0)
    // Only the post was sent: nothing came before the confirmation.
    await expect(mail(visitor, first, reader)).toHaveCount(0)

    await post.getByRole('link', { name: /\/api\/subscriptions\/unsubscribe\?token=/ }).click()
  })

  await test.step('the unsubscribe link asks, then unsubscribes', async () => {
    await expect(visitor).toHaveURL(/\/unsubscribe\?token=/)
    await expect(visitor.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible()
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(visitor.getByRole('status')).toHaveText(
      'You are unsubscribed: no more mail for new posts by Ada Mail.',
    )
  })
  await visitorContext.close()
})
