// The review queue on the real stack (ADR 0074, addendum): an invited contributor submits a
// draft, withdraws it and submits it again; the stack's editor (MODERATOR_EMAILS) is told once,
// finds it on the queue and sends it back with a note; the contributor reads the note, changes
// the draft and submits it again; the editor publishes it, and the contributor is told. A draft
// the editor schedules instead tells the contributor when it goes out.
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test'
import { MODERATOR_EMAIL, OWNER_EMAIL } from '../../playwright.config'
import {
  type TestUser,
  createUser,
  fixedAccount,
  signInElsewhere,
  uniqueEmail,
} from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { pngImage } from './support/content'
import { mailedLink } from './support/mail'

/** A new contributor, invited by the owner and signed in to accept. */
async function newContributor(browser: Browser, request: APIRequestContext): Promise<TestUser> {
  const owner = await fixedAccount(request, OWNER_EMAIL, 'Olive Owner')
  const email = uniqueEmail('reviewed')
  const asOwner = await signInElsewhere(browser, owner)
  await asOwner.page.goto('/settings/staff')
  const invite = asOwner.page.getByRole('form', { name: 'Invite to the staff' })
  await invite.getByLabel('Email').fill(email)
  await invite.getByLabel('Role').selectOption('contributor')
  await invite.getByRole('button', { name: 'Invite' }).click()
  await expect(asOwner.page.getByText(`Invitation sent to ${email}`)).toBeVisible()
  await asOwner.context.close()
  const link = await mailedLink(request, email)
  const contributor = await createUser(request, { email, displayName: 'Cleo' })
  const asContributor = await signInElsewhere(browser, contributor)
  await asContributor.page.goto(link)
  await expect(
    asContributor.page.getByText(/You are on the staff of .*: contributor\./),
  ).toBeVisible()
  await asContributor.context.close()
  return contributor
}

test('a contributor submits, the editor sends it back with a note, the contributor resubmits, the editor publishes', async ({
  browser,
  request,
}) => {
  const contributor = await newContributor(browser, request)
  const editor = await fixedAccount(request, MODERATOR_EMAIL, 'Mo')
  const title = `Rock pools ${Date.now().toString(36)}`
  const note = 'Add a word on the anemones, please.'

  // The contributor writes a draft and submits it from the editor.
  const asContributor = await signInElsewhere(browser, contributor)
  const writing = asContributor.page
  await writing.goto('/new-post')
  await writing.getByRole('textbox', { name: 'Title' }).fill(title)
  await writing.getByRole('textbox', { name: 'Post text' }).fill('Crabs at low tide.')
  await writing.getByLabel('Image').setInputFiles(await pngImage())
  await expect(writing.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible()
  await writing.getByRole('button', { name: 'Save draft' }).click()
  // Saved, the writer stays in the draft's editor (ADR 0078); their list has it.
  await expect(writing).toHaveURL(/\/post-edit\//)
  await expect(writing.locator('[data-save-state]')).toHaveText(/^Saved at /)
  await writing.goto('/managePosts')
  const edit = writing.getByRole('link', { name: 'Edit', description: title })
  await edit.click()
  await expect(writing.getByRole('button', { name: 'Submit for review' })).toBeVisible()
  await expect(writing.getByRole('button', { name: 'Publish' })).toHaveCount(0)
  await writing.getByRole('button', { name: 'Submit for review' }).click()
  await expect(writing.getByText('Submitted for review: the editors are told')).toBeVisible()
  // Back on their list, it says so; in the editor, since when.
  await expect(writing).toHaveURL(/\/managePosts$/)
  await expect(
    writing.getByRole('article', { name: title }).getByText('Waiting for review'),
  ).toBeVisible()
  await edit.click()
  await expect(writing.getByText(/Waiting for review since/)).toBeVisible()
  await expect(writing.getByRole('button', { name: 'Submit for review' })).toHaveCount(0)
  await expectNoAxeViolations(writing)

  // Second thoughts: they withdraw it (a plain draft again), then submit it once more.
  await writing.getByRole('button', { name: 'Withdraw from review' }).click()
  await expect(writing.getByText('Withdrawn from review: it is a draft again')).toBeVisible()
  await expect(writing.getByText(/Waiting for review since/)).toHaveCount(0)
  await writing.getByRole('button', { name: 'Cancel' }).click()
  await expect(writing).toHaveURL(/\/managePosts$/)
  const listed = writing.getByRole('article', { name: title })
  await expect(listed.getByText('Draft', { exact: true })).toBeVisible()
  await expect(listed.getByText('Waiting for review')).toHaveCount(0)
  await edit.click()
  await writing.getByRole('button', { name: 'Submit for review' }).click()
  // The first submission's toast may still be up: the newest one, and the mark on the list.
  await expect(writing.getByText('Submitted for review: the editors are told').last()).toBeVisible()
  await expect(writing).toHaveURL(/\/managePosts$/)
  await expect(listed.getByText('Waiting for review')).toBeVisible()

  // The editor is told, and finds it on the queue; they send it back with a note.
  const asEditor = await signInElsewhere(browser, editor)
  const editing = asEditor.page
  await editing.goto('/notifications')
  const notice = editing.getByRole('listitem', { name: `Cleo submitted “${title}” for review` })
  await expect(notice).toBeVisible()
  await notice.getByRole('link', { name: 'Open review queue' }).click()
  await expect(editing).toHaveURL(/\/reviews$/)
  const card = editing.getByRole('listitem', { name: title })
  await expect(card.getByText(/Cleo · submitted/)).toBeVisible()
  await expectNoAxeViolations(editing)
  await card.getByRole('button', { name: 'Send back' }).click()
  const dialog = editing.getByRole('dialog', { name: 'Send back to the author' })
  await dialog.getByLabel(/Note to the author/).fill(note)
  await dialog.getByRole('button', { name: 'Send back' }).click()
  await expect(editing.getByText(`Sent “${title}” back to its author`)).toBeVisible()
  await expect(card).toHaveCount(0)

  // The contributor reads the note, from the notice to the editor, and submits again.
  await writing.goto('/managePosts')
  await expect(writing.getByRole('article', { name: title }).getByText('Sent back')).toBeVisible()
  await expectNoAxeViolations(writing)
  await writing.goto('/notifications')
  const returned = writing.getByRole('listitem', { name: `Mo sent “${title}” back to you` })
  await expect(returned.getByText(note)).toBeVisible()
  await returned.getByRole('link', { name: 'Edit draft' }).click()
  await expect(writing.getByText('Sent back by an editor')).toBeVisible()
  await expect(writing.getByText(note)).toBeVisible()
  await expectNoAxeViolations(writing)
  await writing.getByRole('textbox', { name: 'Post text' }).fill('Crabs and anemones at low tide.')
  await writing.getByRole('button', { name: 'Submit for review' }).click()
  await expect(writing.getByText('Submitted for review: the editors are told')).toBeVisible()

  // Back on the queue, the editor publishes it.
  await editing.goto('/reviews')
  await editing
    .getByRole('listitem', { name: title })
    .getByRole('button', { name: 'Publish' })
    .click()
  await expect(editing.getByText(`Published “${title}”`)).toBeVisible()
  await expect(editing.getByRole('listitem', { name: title })).toHaveCount(0)
  await asEditor.context.close()

  // The contributor is told; the post is out, with the changed text.
  await writing.goto('/notifications')
  await expect(
    writing.getByRole('listitem', { name: `Mo published your draft “${title}”` }),
  ).toBeVisible()
  await writing.goto('/')
  await expect(writing.getByRole('article', { name: title })).toBeVisible()
  await asContributor.context.close()
})

test('an editor schedules a waiting draft: its review ends, and the contributor reads when it goes out', async ({
  browser,
  request,
}) => {
  const contributor = await newContributor(browser, request)
  const editor = await fixedAccount(request, MODERATOR_EMAIL, 'Mo')
  const title = `Low tide ${Date.now().toString(36)}`

  const asContributor = await signInElsewhere(browser, contributor)
  const writing = asContributor.page
  await writing.goto('/new-post')
  await writing.getByRole('textbox', { name: 'Title' }).fill(title)
  await writing.getByRole('textbox', { name: 'Post text' }).fill('Out at nine.')
  await writing.getByLabel('Image').setInputFiles(await pngImage())
  await expect(writing.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible()
  await writing.getByRole('button', { name: 'Save draft' }).click()
  // Saved, the writer stays in the draft's editor (ADR 0078); their list has it.
  await expect(writing).toHaveURL(/\/post-edit\//)
  await expect(writing.locator('[data-save-state]')).toHaveText(/^Saved at /)
  await writing.goto('/managePosts')
  await writing.getByRole('link', { name: 'Edit', description: title }).click()
  await writing.getByRole('button', { name: 'Submit for review' }).click()
  await expect(writing.getByText('Submitted for review: the editors are told')).toBeVisible()

  // The editor opens it from the queue and schedules it for tomorrow morning.
  const asEditor = await signInElsewhere(browser, editor)
  const editing = asEditor.page
  await editing.goto('/reviews')
  await editing.getByRole('listitem', { name: title }).getByRole('link', { name: 'Edit' }).click()
  await editing.getByRole('button', { name: 'Schedule…' }).click()
  const dialog = editing.getByRole('dialog', { name: 'Schedule this post' })
  const tomorrow = new Date(Date.now() + 86_400_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  const local = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T09:00`
  await dialog.getByLabel('Publish on').fill(local)
  await dialog.getByRole('button', { name: 'Schedule' }).click()
  await expect(editing.getByText(/^Post scheduled for /)).toBeVisible()
  await asEditor.context.close()

  // The contributor is told who scheduled it, and when it goes out.
  await writing.goto('/notifications')
  const notice = writing.getByRole('listitem', { name: `Mo scheduled your draft “${title}”` })
  await expect(notice.getByText(/^Publishes \w+ \d+\w\w \d{4}, 9:00:00 am$/)).toBeVisible()
  await expectNoAxeViolations(writing)
  await writing.goto('/managePosts')
  const listed = writing.getByRole('article', { name: title })
  await expect(listed.getByText('Scheduled', { exact: true })).toBeVisible()
  await expect(listed.getByText('Waiting for review')).toHaveCount(0)
  await asContributor.context.close()
})
