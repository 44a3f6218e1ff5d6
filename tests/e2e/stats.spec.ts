// Issue 28 on the real stack: three readers in three browsers, come from a link, are 3 views
// and that referrer in the author's statistics within a few seconds; a crawler's visit adds
// nothing; another author sees none of it. The chart is checked at 390 and 1280 px.
import { type Browser, type Page, expect, test } from '@playwright/test'
import { createUser, signInElsewhere, signInNewUser, uniqueEmail } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { publishAndOpen } from './support/content'
import { BROWSERS, GOOGLEBOT } from '../setup/user-agents'

/** A visit from a link on news.example, in a browser of its own; waits for its view beacon. */
async function visit(browser: Browser, url: string, userAgent: string) {
  const context = await browser.newContext({ userAgent })
  const page = await context.newPage()
  const beacon = page.waitForResponse(
    (response) => response.url().endsWith('/api/views') && response.status() === 202,
  )
  await page.goto(url, { referer: 'https://www.news.example/links' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await beacon
  await context.close()
}

async function viewsIn(page: Page) {
  return page
    .getByRole('img', { name: /^Line chart of views and reads/ })
    .getAttribute('aria-label')
}

test('three browsers from a link are 3 views and that referrer; a crawler adds nothing', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const title = `Counted ${Date.now().toString(36)}`
  await signInNewUser(page, request, {
    email: uniqueEmail('stats'),
    displayName: 'Stella',
  })
  const url = await publishAndOpen(page, { title, body: 'Short enough to be read at once.' })
  const postId = new URL(url).pathname.split('/')[2] ?? ''

  for (const userAgent of BROWSERS) await visit(browser, url, userAgent)
  await visit(browser, url, GOOGLEBOT)

  await test.step('the author sees 3 views, 3 visitors and news.example within a few seconds', async () => {
    await expect(async () => {
      await page.goto(`/stats?post=${postId}`)
      expect(await viewsIn(page)).toContain(' 3 views ')
    }).toPass({ timeout: 10_000 })
    await expect(
      page.getByRole('heading', { level: 1, name: `Statistics: ${title}` }),
    ).toBeVisible()
    const referrers = page.getByRole('table', { name: 'Top referrers' })
    await expect(referrers.getByRole('row', { name: 'news.example 3' })).toBeVisible()
    // The author's own reading (publishAndOpen opened the post) and the crawler are not counted.
    await page.goto('/stats?days=7')
    const posts = page.getByRole('table', { name: 'Top posts' })
    const cells = posts.getByRole('row', { name: new RegExp(title) }).getByRole('cell')
    await expect(cells.nth(0)).toHaveText('3')
    await expect(cells.nth(1)).toHaveText('3')
  })

  await test.step('the chart fits and reads at 390 and 1280 px', async () => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/stats')
      const chart = page.getByRole('img', { name: /^Line chart of views and reads/ })
      await expect(chart.locator('canvas')).toBeVisible()
      // Nothing pointed at yet: the legend speaks of the period, not of blank "—" days.
      await expect(chart).toContainText(/Views\s*\d/)
      await expect(chart).not.toContainText('—')
      const box = await chart.boundingBox()
      expect(box?.width).toBeLessThanOrEqual(width)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      )
      await page.getByText('The chart as a table').click()
      await expect(
        page.getByRole('table', { name: 'Views, visitors and reads by day' }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })

  await test.step('nobody else sees them', async () => {
    const other = await createUser(request, { email: uniqueEmail('other'), displayName: 'Otto' })
    const { context, page: otherPage } = await signInElsewhere(browser, other)
    await otherPage.goto(`/stats?post=${postId}`)
    await expect(otherPage.getByRole('alert')).toContainText('You can not see these statistics')
    await otherPage.goto('/stats')
    await expect(otherPage.getByRole('img', { name: /^Line chart/ })).toHaveAttribute(
      'aria-label',
      /: 0 views and 0 reads in all/,
    )
    await context.close()
  })
})
