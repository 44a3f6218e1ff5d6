// Pages on the real stack (docs/decisions/0075): the site's owner (OWNER_EMAIL) writes an About
// page shown in the navigation at Settings → Pages; a visitor's first response for it is the
// page drawn with its own head, before any script; it is in the sitemap and not a post (not in
// RSS or the feed). The page is deleted at the end, so a run leaves the site as it found it.
import { expect, test } from '@playwright/test'
import { OWNER_EMAIL } from '../../playwright.config'
import { parseHead } from '../setup/head-tags'
import { appTookOver } from './support/app'
import { fixedAccount, signIn } from './support/auth'

test('the owner publishes an About page; a visitor gets it drawn, in the sitemap, not in the feed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const stamp = Date.now().toString(36)
  const slug = `about-${stamp}`
  const word = `tidewrack${stamp}`
  await signIn(page, await fixedAccount(request, OWNER_EMAIL, 'Olive'), {
    redirect: '/settings/pages',
  })
  await expect(page).toHaveURL(/\/settings\/pages$/)
  await appTookOver(page)

  await test.step('Settings → Pages → New page, shown in the navigation', async () => {
    await page.getByRole('button', { name: 'New page' }).click()
    await page.getByRole('textbox', { name: 'Title' }).fill('About')
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('about')
    await page.getByRole('textbox', { name: 'Slug' }).fill(slug)
    await page
      .getByRole('textbox', { name: 'Text' })
      .fill(`We are the **${word}** society.\n\nWe write about tides.`)
    await page.getByRole('switch', { name: 'Show in navigation' }).check()
    await page.getByRole('button', { name: 'Publish' }).click()
    const row = page
      .getByRole('list', { name: 'Pages' })
      .getByRole('listitem')
      .filter({
        hasText: `/${slug}`,
      })
    await expect(row.getByText('Published')).toBeVisible()
    await expect(row.getByText('In navigation')).toBeVisible()
  })

  await test.step('a visitor’s first response is the page, drawn, with its own head', async () => {
    const res = await request.get(`/${slug}`, { headers: { authorization: '' } })
    expect(res.status()).toBe(200)
    const html = await res.text()
    const head = parseHead(html)
    expect(head.title).toMatch(/^About — /)
    // Drawn before any script: the text is in the markup the server sent.
    const root = html.slice(html.indexOf('<div id="root">'))
    expect(root).toContain(`<strong>${word}</strong>`)
    expect(root).toContain('<h1')
    const navigation = await (await request.get('/api/pages/navigation')).json()
    expect(navigation).toContainEqual({ slug, title: 'About' })
  })

  await test.step('it is in the sitemap, and not in RSS or the feed', async () => {
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`/${slug}</loc>`)
    expect(await (await request.get('/rss.xml')).text()).not.toContain(word)
    expect(await (await request.get('/api/posts')).text()).not.toContain(word)
  })

  await test.step('a reader opens it in the app', async () => {
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible()
    await expect(page.getByText(word)).toBeVisible()
  })

  await test.step('deleted, its address is not found', async () => {
    await page.goto('/settings/pages')
    const row = page
      .getByRole('list', { name: 'Pages' })
      .getByRole('listitem')
      .filter({
        hasText: `/${slug}`,
      })
    await row.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Delete page' }).click()
    await expect(row).toHaveCount(0)
    await expect.poll(async () => (await request.get(`/${slug}`)).status()).toBe(404)
  })
})
