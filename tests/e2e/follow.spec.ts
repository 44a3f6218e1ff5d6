// Issue 24 on the real stack: a handle chosen on the profile screen, its /@handle page drawn by
// the server, an author and a tag followed, the Following tab showing their posts, the
// followed author told "… followed you", and the Following page (ADR 0059) listing both, whose
// Unfollow takes them off for good.
import { type Page, expect, test } from '@playwright/test'
import { createUser, signIn, signInElsewhere, uniqueEmail } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { writePost } from './support/content'

const stamp = () => Date.now().toString(36)

async function setHandle(page: Page, handle: string) {
  await page.goto('/update-profile')
  const field = page.getByRole('textbox', { name: 'Handle' })
  await expect(field).toBeEnabled()
  await field.fill(handle)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Profile updated')).toBeVisible()
}

test('a handle, its page, following an author and a tag, and the Following tab', async ({
  page,
  browser,
  request,
}) => {
  // Three people and five screens: longer than one screen's test.
  test.setTimeout(150_000)
  const handle = `grace_${stamp()}`
  const tag = `knots-${stamp()}`
  const authorTitle = `Tides ${stamp()}`
  const taggedTitle = `Bowlines ${stamp()}`
  const author = await createUser(request, { email: uniqueEmail('grace'), displayName: 'Grace' })
  const theo = await createUser(request, { email: uniqueEmail('theo'), displayName: 'Theo' })
  const reader = await createUser(request, { email: uniqueEmail('rita'), displayName: 'Rita' })

  await signIn(page, author)
  await setHandle(page, handle.toUpperCase())
  await writePost(page, { title: authorTitle, body: 'The sea came in twice a day.' })

  const { context: theoContext, page: theoPage } = await signInElsewhere(browser, theo)
  await writePost(theoPage, { title: taggedTitle, body: 'A loop that holds.', tags: [tag] })
  await theoContext.close()

  const readerContext = await browser.newContext()
  const readerPage = await readerContext.newPage()

  await test.step('/@handle is the author’s page, drawn by the server with its own head', async () => {
    const drawn = await request.get(`/@${handle}`)
    expect(drawn.status()).toBe(200)
    const html = await drawn.text()
    expect(html).toContain('<h1')
    expect(html).toContain(`@${handle}`)
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/@${handle}"`))
    expect(html).toMatch(/<meta property="og:title" content="Grace on Quill"/)
    expect((await request.get('/@nobody_has_this')).status()).toBe(404)
  })

  await test.step('the reader follows the author on /@handle and the tag on its page', async () => {
    await signIn(readerPage, reader)
    await readerPage.goto(`/@${handle}`)
    await expect(readerPage.getByRole('heading', { level: 1, name: 'Grace' })).toBeVisible()
    await readerPage.getByRole('button', { name: 'Follow Grace (0 followers)' }).click()
    await expect(
      readerPage.getByRole('button', { name: 'Following Grace (1 follower)', pressed: true }),
    ).toBeVisible()
    await readerPage.goto(`/tag/${tag}`)
    await readerPage.getByRole('button', { name: `Follow #${tag} (0 followers)` }).click()
    await expect(
      readerPage.getByRole('button', { name: `Following #${tag} (1 follower)`, pressed: true }),
    ).toBeVisible()
  })

  await test.step('the Following tab shows their posts, and is remembered', async () => {
    await readerPage.goto('/')
    await readerPage.getByRole('tab', { name: 'Following' }).click()
    const panel = readerPage.getByRole('tabpanel', { name: 'Following' })
    await expect(panel.getByRole('article', { name: authorTitle })).toBeVisible()
    await expect(panel.getByRole('article', { name: taggedTitle })).toBeVisible()
    await readerPage.reload()
    await expect(readerPage.getByRole('tab', { name: 'Following', selected: true })).toBeVisible()
  })

  await test.step('the author is told who followed them', async () => {
    await page.goto('/notifications')
    const notice = page.getByRole('listitem', { name: 'Rita followed you' })
    await expect(notice).toBeVisible()
    await notice.getByRole('link', { name: 'Open profile' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Rita' })).toBeVisible()
  })

  await test.step('the Following page lists them; Unfollow takes them off, also after a reload', async () => {
    await readerPage.goto('/')
    const panel = readerPage.getByRole('tabpanel', { name: 'Following' })
    await panel.getByRole('link', { name: 'Whom you follow' }).click()
    await expect(readerPage).toHaveURL(/\/following$/)
    await expect(readerPage).toHaveTitle('Following — Quill')
    const authors = readerPage.getByRole('list', { name: 'Authors' })
    const tags = readerPage.getByRole('list', { name: 'Tags' })
    await expect(authors.getByRole('link', { name: 'Grace' })).toHaveAttribute(
      'href',
      `/@${handle}`,
    )
    await expect(tags.getByRole('link', { name: `#${tag}` })).toBeVisible()
    await expectNoAxeViolations(readerPage)

    await authors.getByRole('button', { name: 'Unfollow Grace' }).click()
    await expect(authors).toBeHidden()
    await tags.getByRole('button', { name: `Unfollow #${tag}` }).click()
    await expect(readerPage.getByText('You follow no one yet.')).toBeVisible()
    await readerPage.reload()
    await expect(readerPage.getByText('You follow no one yet.')).toBeVisible()
    await expect(readerPage.getByRole('list', { name: 'Authors' })).toHaveCount(0)
    // Their posts left the Following tab with them.
    await readerPage.goto('/')
    await expect(panel.getByText(/You follow nobody yet/)).toBeVisible()
  })
  await readerContext.close()
})
