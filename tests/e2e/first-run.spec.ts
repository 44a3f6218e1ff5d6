// A fresh install asks who owns it (ADR 0074): on a stack of its own (SEED=false, no OWNER_EMAIL),
// the first visitor is invited to set the site up, signs in, names it, and owns it; the name is
// at once in the header, the title, a crawler's page, the feed and the manifest. Nobody after
// them can set it up, and a reader reads no settings.
import { expect, test } from '@playwright/test'
import { E2E_PORT } from '../../playwright.config'
import { appTookOver } from './support/app'
import { createUser, signIn } from './support/auth'
import { type FreshStack, startFreshStack } from './support/fresh-stack'

const OFFSET = 3
test.use({ baseURL: `http://localhost:${E2E_PORT + 10 + OFFSET}` })

let stack: FreshStack
test.beforeAll(async () => {
  stack = await startFreshStack(OFFSET)
})
test.afterAll(async () => {
  await stack?.stop()
})

test('the first to finish setup owns the site, and its name is everywhere at once', async ({
  page,
  request,
  browser,
}) => {
  const owner = await createUser(request, { displayName: 'Fern Owner' })
  await page.goto('/')
  await appTookOver(page)
  await expect(page.getByText('This site has no owner yet')).toBeVisible()
  await page.getByRole('link', { name: 'Set up this site' }).click()
  // Signed out, the guard asks for a sign-in and comes back.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsetup/)
  await signIn(page, owner, { redirect: '/setup' })
  await expect(page).toHaveURL('/setup')

  await page.getByLabel('Site title').fill('Field Notes')
  await page.getByLabel('Site description').fill('Notes from the field')
  await page.getByLabel('Time zone').selectOption('Europe/Paris')
  await page.getByRole('button', { name: 'Set up the site' }).click()
  await expect(page.getByText('Your site is set up: you are its owner')).toBeVisible()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Field Notes' })).toBeVisible()
  await expect(page).toHaveTitle('Field Notes')
  await expect(page.getByText('This site has no owner yet')).toHaveCount(0)

  // What a crawler, a feed reader and a phone read, from the server itself.
  const html = await (await request.get('/')).text()
  expect(html).toContain('<title>Field Notes</title>')
  expect(html).toContain('<meta property="og:site_name" content="Field Notes"')
  expect(await (await request.get('/rss.xml')).text()).toMatch(
    /<channel>\s*<title>Field Notes<\/title>/,
  )
  expect(await (await request.get('/manifest.webmanifest')).json()).toMatchObject({
    name: 'Field Notes',
  })

  // Someone after: the site is set up, and its settings are not theirs to read.
  const late = await createUser(request, { displayName: 'Late Comer' })
  const context = await browser.newContext()
  const other = await context.newPage()
  await signIn(other, late, { redirect: '/setup' })
  await expect(other.getByText('This site is set up')).toBeVisible()
  await expect(other.getByLabel('Site title')).toHaveCount(0)
  const token = await other.evaluate(() => window.localStorage.getItem('accessToken'))
  const staff = await request.get('/api/site/staff', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(staff.status()).toBe(403)
  await context.close()
})
