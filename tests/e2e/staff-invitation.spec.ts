// Staff roles on the real stack (ADR 0074): the owner (OWNER_EMAIL) invites a contributor from
// Settings → Staff, the mail lands in the dev mailbox, the contributor accepts it signed in with
// that address and can write a draft but not publish; the stack's editor (MODERATOR_EMAILS)
// publishes it, and a visitor reads it.
import { expect, test } from '@playwright/test'
import { MODERATOR_EMAIL, OWNER_EMAIL } from '../../playwright.config'
import { createUser, fixedAccount, signInElsewhere, uniqueEmail } from './support/auth'
import { pngImage } from './support/content'
import { mailedLink } from './support/mail'

test('an invited contributor writes a draft but cannot publish; the editor publishes it', async ({
  browser,
  request,
  page,
}) => {
  const owner = await fixedAccount(request, OWNER_EMAIL, 'Olive Owner')
  const editor = await fixedAccount(request, MODERATOR_EMAIL, 'Mo')
  const email = uniqueEmail('contributor')
  const title = `Field trip ${Date.now().toString(36)}`

  // The owner invites from Settings → Staff.
  const asOwner = await signInElsewhere(browser, owner)
  await asOwner.page.goto('/settings/staff')
  const invite = asOwner.page.getByRole('form', { name: 'Invite to the staff' })
  await invite.getByLabel('Email').fill(email)
  await invite.getByLabel('Role').selectOption('contributor')
  await invite.getByRole('button', { name: 'Invite' }).click()
  await expect(asOwner.page.getByText(`Invitation sent to ${email}`)).toBeVisible()
  await expect(asOwner.page.getByText(email, { exact: true })).toBeVisible()
  await asOwner.context.close()

  // The invitee registers with that address (made here), signs in, and follows the link.
  const link = await mailedLink(request, email)
  const contributor = await createUser(request, { email, displayName: 'Carl' })
  const asContributor = await signInElsewhere(browser, contributor)
  await asContributor.page.goto(link)
  await expect(
    asContributor.page.getByText('You are on the staff of Quill: contributor.'),
  ).toBeVisible()

  // A contributor's new post: drafts only.
  const writing = asContributor.page
  await writing.goto('/new-post')
  await expect(
    writing.getByText('A contributor writes drafts: an editor publishes them'),
  ).toBeVisible()
  await expect(writing.getByRole('button', { name: 'Publish' })).toHaveCount(0)
  await writing.getByRole('textbox', { name: 'Title' }).fill(title)
  await writing.getByRole('textbox', { name: 'Post text' }).fill('Tide pools at dawn.')
  await writing.getByLabel('Image').setInputFiles(await pngImage())
  await expect(writing.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible()
  await writing.getByRole('button', { name: 'Save draft' }).click()
  // Saved, the writer stays in the draft's editor (ADR 0078); their list has it.
  await expect(writing).toHaveURL(/\/post-edit\//)
  await expect(writing.locator('[data-save-state]')).toHaveText(/^Saved at /)
  await writing.goto('/managePosts')
  const edit = writing.getByRole('link', { name: 'Edit', description: title })
  const editPath = (await edit.getAttribute('href')) ?? ''
  expect(editPath).toMatch(/^\/post-edit\//)
  await asContributor.context.close()

  // The editor opens the draft and publishes it.
  const asEditor = await signInElsewhere(browser, editor)
  await asEditor.page.goto(editPath)
  await asEditor.page.getByRole('button', { name: 'Publish' }).click()
  await expect(asEditor.page.getByText('Posted successfully')).toBeVisible()
  await expect(asEditor.page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await asEditor.context.close()

  // A visitor reads it on the feed.
  await page.goto('/')
  await expect(page.getByRole('article', { name: title })).toBeVisible()
})
