// Issue 20, items 3 and 4 on the real stack: after an in-app navigation the head describes the
// page on screen exactly as the server draws it for that address (so a phone's Share sends the
// right link), hydrating adds no second copy of any tag, and tag and author pages are whole
// without JavaScript.
import { type Page, expect, test } from '@playwright/test'
import { type HeadTags, linkHrefs, parseHead } from '../setup/head-tags'
import { appTookOver } from './support/app'
import { signInNewUser } from './support/auth'
import { pngImage } from './support/content'

test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36)
const tag = `headtag${stamp}`
const title = `Head ${stamp} "quoted" & <marked>`
const body = `A body long enough to be cut for its description. ${'Words follow words. '.repeat(12)}`
let postPath = ''
let authorPath = ''

test.beforeAll(async ({ browser, request }) => {
  const page = await browser.newPage()
  const author = await signInNewUser(page, request, { displayName: `Hedda ${stamp}` })
  await page.goto('/new-post')
  await page.getByRole('textbox', { name: 'Title' }).fill(title)
  await page.getByRole('textbox', { name: 'Post text' }).fill(body)
  await page.getByLabel('Image').setInputFiles(await pngImage())
  const tags = page.getByRole('combobox', { name: 'Tags' })
  await tags.fill(tag)
  await tags.press('Enter')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Posted successfully')).toBeVisible()
  const link = page
    .getByRole('article', { name: title })
    .getByRole('link', { name: title, exact: true })
  postPath = (await link.getAttribute('href')) ?? ''
  // The post's own address: its id and its title's slug (issue 27).
  expect(postPath).toMatch(new RegExp(`^/post/[\\w-]+/head-${stamp}-quoted-and-marked$`))
  authorPath = `/author/${author.uid}`
  await page.close()
})

/** The head as the browser holds it now, read as a crawler reads the server's HTML. */
async function liveHead(page: Page): Promise<HeadTags> {
  return parseHead(await page.evaluate(() => document.documentElement.outerHTML))
}

/** What a page's head says for readers' tools: title, meta, canonical and feeds, JSON-LD. */
function described(head: HeadTags) {
  return {
    title: head.title,
    // React keeps an element both pages have where it was and adds the new ones after it, so
    // repeated tags (article:tag, feeds) may come in another order: the set is what is said.
    meta: Object.fromEntries(
      [...head.meta]
        // The scripts the first page started (public/early.js) describe nothing.
        .filter(([key]) => key !== 'quill-scripts')
        .map(([key, values]) => [key, [...values].sort()]),
    ),
    canonical: linkHrefs(head, 'canonical'),
    feeds: linkHrefs(head, 'alternate', 'application/rss+xml').sort(),
    jsonLd: head.jsonLd,
  }
}

/** The head on screen is the one the server draws for the address on screen, once each. */
async function expectServersHead(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  const served = parseHead(await (await page.request.get(path)).text())
  expect(served.title).toBeDefined()
  await expect
    .poll(async () => described(await liveHead(page)), { message: path })
    .toEqual(described(served))
  expect(await page.locator('title').count(), path).toBe(1)
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('in-app navigation from home to a post, its tag and its author leaves the head the server draws for each', async ({
  page,
}) => {
  const errors = consoleErrors(page)
  await page.goto('/')
  await appTookOver(page)
  await expectServersHead(page, '/')

  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: title, exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expectServersHead(page, postPath)

  await page
    .getByRole('list', { name: 'Tags' })
    .getByRole('link', { name: `#${tag}` })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: `Posts tagged #${tag}` })).toBeVisible()
  await expectServersHead(page, `/tag/${tag}`)

  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: `Hedda ${stamp}` })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: `Hedda ${stamp}` })).toBeVisible()
  await expectServersHead(page, authorPath)

  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Latest posts' })).toBeVisible()
  await expectServersHead(page, '/')
  expect(errors).toEqual([])
})

test('a drawn post, tag and author page hydrate onto the head the server wrote, adding nothing, and ask the API nothing', async ({
  page,
}) => {
  const errors = consoleErrors(page)
  const asked: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) asked.push(`${request.method()} ${url.pathname}`)
  })
  for (const path of [postPath, `/tag/${tag}`, authorPath]) {
    asked.length = 0
    await page.goto(path)
    await appTookOver(page)
    await expectServersHead(page, path)
    await page.waitForLoadState('networkidle')
    // The page carried its data (issue 20): the app uses it rather than asking again.
    expect(
      asked.filter((request) => /^GET \/api\/(posts|post|comment|authors)\b/.test(request)),
      path,
    ).toEqual([])
  }
  expect(errors).toEqual([])
})

test('tag and author pages fetched without JavaScript show their posts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const [path, heading] of [
    [`/tag/${tag}`, `Posts tagged #${tag}`],
    [authorPath, `Hedda ${stamp}`],
  ] as const) {
    const answer = await page.goto(path)
    expect(answer?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const card = page.getByRole('article', { name: title })
    await expect(card.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      postPath,
    )
  }
  const missing = await page.goto('/author/no-such-author')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Author not found' })).toBeVisible()
  await context.close()
})

test("a page the app draws itself has one title and one description, its own, not index.html's beside them", async ({
  page,
}) => {
  await page.goto('/login')
  await appTookOver(page)
  await expect(page).toHaveTitle(/^Login/)
  expect(await page.locator('title').count()).toBe(1)
  expect(await page.locator('meta[name="description"]').count()).toBe(1)
})
