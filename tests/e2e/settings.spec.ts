// Settings on the real stack (docs/decisions/0074): the owner renames the site and every place
// that names it says the new name at once (the header, the document's title, a fresh page's
// <title> and og:site_name, the RSS channel); a reader opening /settings gets no form. A rename
// changes the whole site, so this spec runs a fresh install of its own (support/fresh-stack.ts).
import { expect, test } from '@playwright/test'
import { createUser, signInElsewhere, uniqueEmail } from './support/auth'
import { startFreshStack } from './support/fresh-stack'

test('the owner renames the site: header, titles and RSS say it at once; a reader gets no form', async ({
  browser,
  request,
}) => {
  const owner = await createUser(request, { email: uniqueEmail('owner'), displayName: 'Olive' })
  const reader = await createUser(request, { displayName: 'Rita' })
  const stack = await startFreshStack(1, { OWNER_EMAIL: owner.email })
  try {
    const { context, page } = await signInElsewhere(browser, owner, { baseURL: stack.url })
    const banner = page.getByRole('banner')
    await banner.getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    const title = page.getByLabel('Site title')
    await expect(title).toHaveValue('Quill')
    await title.fill('Field Notes')
    await page.getByRole('button', { name: 'Save' }).click()

    // At once, in this page: the header and the document's title.
    await expect(banner.getByRole('link', { name: 'Field Notes' })).toBeVisible()
    await expect(page).toHaveTitle('Settings — Field Notes')
    await expect(page.getByText('The settings are saved')).toBeVisible()

    // A page drawn afresh by the server, and the feed.
    const drawn = await request.get(`${stack.url}/`)
    const html = await drawn.text()
    expect(html).toContain('<title>Field Notes</title>')
    expect(html).toMatch(/<meta property="og:site_name" content="Field Notes"/)
    const rss = await (await request.get(`${stack.url}/rss.xml`)).text()
    expect(rss).toMatch(/<channel>\s*<title>Field Notes<\/title>/)

    // The audit log says who renamed it.
    await page.getByRole('link', { name: 'Audit log' }).click()
    await expect(page.getByText('title: Quill → Field Notes')).toBeVisible()
    await context.close()

    const elsewhere = await signInElsewhere(browser, reader, { baseURL: stack.url })
    await expect(
      elsewhere.page.getByRole('banner').getByRole('link', { name: 'Field Notes' }),
    ).toBeVisible()
    await expect(
      elsewhere.page.getByRole('banner').getByRole('link', { name: 'Settings' }),
    ).toHaveCount(0)
    await elsewhere.page.goto('/settings')
    await expect(
      elsewhere.page.getByText('Only the site’s administrators can do this'),
    ).toBeVisible()
    await expect(elsewhere.page.getByLabel('Site title')).toHaveCount(0)
    await elsewhere.context.close()
  } finally {
    await stack.stop()
  }
})
