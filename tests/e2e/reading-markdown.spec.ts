// Issue 22 on a post page, as a browser lays it out: the title first, code at ~0.85 em on a line
// long enough for code, tables as wide as their content that scroll in their own box with a
// shadow at the edge, and a table of contents whose links reach the headings (server-drawn and
// app-drawn alike).
import { type Page, expect, test } from '@playwright/test'
import { createUser, signInElsewhere } from './support/auth'
import { expectNoAxeViolations } from './support/axe'
import { writePost } from './support/content'

// 80 characters: a line of code a reader expects to see whole on a desktop.
const CODE_LINE = 'const tides = await fetchTides({ harbour: "Leith", days: 7, units: "metric" })//'
const BODY = [
  'Contents: [Tables](#tables) and [Code](#code). See www.example.org too.',
  'A ~~wrong~~ right word, and a paragraph long enough to wrap over several lines of the text column, so the measure is the text measure.',
  '## Tables',
  [
    '| Harbour | High water | Low water | Range | Moon | Wind | Swell | Notes for the harbour master |',
    '|:--|--:|--:|:-:|--|--|--|--|',
    '| Leith | 06:12 | 12:31 | 4.9 m | waxing | SW 4 | 1.2 m | the last column must be reachable |',
  ].join('\n'),
  '## Code',
  ['```ts', CODE_LINE, '```'].join('\n'),
].join('\n\n')

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

let title = ''

test.beforeAll(async ({ browser, request }) => {
  const author = await createUser(request, { displayName: 'Tess Tables' })
  const { context, page } = await signInElsewhere(browser, author)
  title = `Tides in a table ${Date.now().toString(36)}`
  await writePost(page, { title, body: BODY })
  await context.close()
})

/** The post, opened as a shared link (drawn by the server) or from the feed (drawn by the app). */
async function openPost(page: Page, drawn: boolean) {
  await page.goto('/')
  const readMore = page
    .getByRole('article', { name: title })
    .getByRole('link', { name: /Read more/ })
  if (drawn) await page.goto((await readMore.getAttribute('href')) ?? '/')
  else await readMore.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  return page.getByRole('article', { name: title })
}

for (const drawn of [true, false]) {
  const how = drawn ? 'drawn by the server' : 'drawn by the app'

  test(`at 1280×800 the title comes first, above the byline and the cover (${how})`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    const article = await openPost(page, drawn)
    const top = async (locator: ReturnType<Page['locator']>) =>
      (await locator.boundingBox())?.y ?? Number.NaN
    const heading = await top(article.getByRole('heading', { level: 1 }))
    const author = await top(article.getByRole('link', { name: 'Tess Tables' }).last())
    const cover = await top(article.getByRole('img', { name: title }))
    expect(heading).toBeLessThan(250)
    expect(heading).toBeLessThan(author)
    expect(author).toBeLessThan(cover)
    await expect(article.getByText(/\d+ min read/)).toBeVisible()
  })

  test(`code reads at ~0.85 em on an 80-character line; a wide table scrolls, nothing cut (${how})`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    const article = await openPost(page, drawn)
    const text = await article
      .getByRole('paragraph')
      .nth(1)
      .evaluate((p) => ({
        size: parseFloat(getComputedStyle(p).fontSize),
        width: p.getBoundingClientRect().width,
      }))
    const code = await article.locator('pre').evaluate((pre) => ({
      size: parseFloat(getComputedStyle(pre).fontSize),
      width: pre.getBoundingClientRect().width,
      overflow: pre.scrollWidth - pre.clientWidth,
    }))
    expect(code.size / text.size).toBeGreaterThan(0.82)
    expect(code.size / text.size).toBeLessThan(0.88)
    // The 80-character line fits on a desktop: wider than the text, no sideways scroll.
    expect(code.width).toBeGreaterThan(text.width)
    expect(code.overflow).toBeLessThanOrEqual(1)

    const table = article.getByRole('group', { name: 'Table' })
    const box = await table.evaluate((element) => ({
      width: element.getBoundingClientRect().width,
      table: element.querySelector('table')?.getBoundingClientRect().width ?? 0,
    }))
    // Wider than the text column when it needs to be, and sized to its content.
    expect(box.width).toBeGreaterThan(text.width)
    expect(box.table).toBeLessThanOrEqual(box.width + 1)
    await expect(table.getByRole('columnheader', { name: 'Range' })).toHaveAttribute(
      'align',
      'center',
    )
    await expect(article.locator('del')).toHaveText('wrong')
    await expect(article.getByRole('link', { name: 'www.example.org' })).toHaveAttribute(
      'href',
      'http://www.example.org',
    )
  })

  test(`on a phone the table scrolls in its box to its last column, with a shadow (${how})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    const article = await openPost(page, drawn)
    const table = article.getByRole('group', { name: 'Table' })
    const overflow = await table.evaluate((element) => element.scrollWidth - element.clientWidth)
    expect(overflow).toBeGreaterThan(0)
    // The page itself does not scroll sideways.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0)
    // The cue: a shadow fixed to the box's edge.
    expect(await table.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(
      /radial-gradient/,
    )
    // A keyboard reaches the box and scrolls it to the last column, which is then whole.
    await table.focus()
    await page.keyboard.press('End')
    await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
    const last = table.getByRole('columnheader', { name: 'Notes for the harbour master' })
    const edges = await last.evaluate((cell) => {
      const box = cell.closest('[role="group"]')?.getBoundingClientRect()
      const rect = cell.getBoundingClientRect()
      return {
        right: rect.right,
        boxRight: box?.right ?? 0,
        left: rect.left,
        boxLeft: box?.left ?? 0,
      }
    })
    expect(edges.right).toBeLessThanOrEqual(edges.boxRight + 1)
    expect(edges.left).toBeGreaterThanOrEqual(edges.boxLeft - 1)
  })

  test(`a table of contents reaches its headings (${how})`, async ({ page }) => {
    await page.setViewportSize(PHONE)
    const article = await openPost(page, drawn)
    await article.getByRole('link', { name: 'Code', exact: true }).click()
    await expect(page).toHaveURL(/#code$/)
    await expect(article.getByRole('heading', { level: 2, name: 'Code' })).toBeInViewport()
    await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(1)
  })
}

for (const dark of [false, true]) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`axe finds no violation on a post with a table and code, ${dark ? 'dark' : 'light'}, ${viewport.width} px`, async ({
      page,
    }) => {
      if (dark) await page.addInitScript(() => localStorage.setItem('isDarkMode', 'true'))
      await page.setViewportSize(viewport)
      await openPost(page, true)
      await page.screenshot({
        path: `test-results/shots/post-${dark ? 'dark' : 'light'}-${viewport.width}.png`,
        fullPage: true,
      })
      await expectNoAxeViolations(page)
    })
  }
}
