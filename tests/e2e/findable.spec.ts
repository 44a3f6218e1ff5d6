// Issue 15 on the real stack: what a crawler, a link unfurler and a feed reader get from the
// first response alone (no JavaScript), true 404s, and the search box finding a post by a word
// of its text.
import { type Page, expect, test } from '@playwright/test'
import { XMLParser } from 'fast-xml-parser'
import { linkHrefs, metaContent, parseHead } from '../setup/head-tags'
import { signInNewUser } from './support/auth'
import { writePost } from './support/content'

test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36)
const word = `quokkaberry${stamp}`
const title = `Findable ${stamp} "</title><script>alert(1)</script>`
const body = `A walk along the cliffs. Halfway up we found ${word} bushes in flower, then rain.`
let postPath = ''

test.beforeAll(async ({ browser, request }) => {
  const page: Page = await browser.newPage()
  await signInNewUser(page, request)
  await writePost(page, { title, body })
  const link = page
    .getByRole('article', { name: title })
    .getByRole('link', { name: title, exact: true })
  postPath = (await link.getAttribute('href')) ?? ''
  // The post's own address: its id and its title's slug (issue 27).
  expect(postPath).toMatch(
    new RegExp(`^/post/[\\w-]+/findable-${stamp}-title-script-alert-1-script$`),
  )
  await page.close()
})

test("a post's first response, without JavaScript, carries its title, description, canonical and Open Graph", async ({
  request,
  baseURL,
}) => {
  const res = await request.get(postPath)
  expect(res.status()).toBe(200)
  const head = parseHead(await res.text())
  const url = `${baseURL}${postPath}`
  expect(head.title).toBe(`${title} — Quill`)
  expect(metaContent(head, 'description')).toBe(body)
  expect(linkHrefs(head, 'canonical')).toEqual([url])
  expect(metaContent(head, 'og:type')).toBe('article')
  expect(metaContent(head, 'og:title')).toBe(title)
  expect(metaContent(head, 'og:description')).toBe(body)
  expect(metaContent(head, 'og:url')).toBe(url)
  expect(metaContent(head, 'og:image')).toMatch(new RegExp(`^${baseURL}/images/[a-f0-9]{64}`))
  expect(metaContent(head, 'article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT/)
  expect(metaContent(head, 'article:author')).toMatch(new RegExp(`^${baseURL}/author/`))
  expect(metaContent(head, 'twitter:card')).toBe('summary_large_image')
  expect(head.jsonLd).toEqual([
    expect.objectContaining({ '@type': 'BlogPosting', headline: title, url }),
  ])
  expect(linkHrefs(head, 'alternate', 'application/rss+xml')[0]).toBe(`${baseURL}/rss.xml`)
})

test('a shared link unfurls into a card: title, description, picture and site', async ({
  page,
  request,
}) => {
  // As a chat app does: fetch the page, read its head, draw a card from it (text as text).
  const head = parseHead(await (await request.get(postPath)).text())
  const image = metaContent(head, 'og:image') ?? ''
  await page.setContent('<article id="card"><img><strong></strong><p></p><small></small></article>')
  await page.evaluate(
    ({ image, title, description, site }) => {
      const card = document.getElementById('card') as HTMLElement
      ;(card.querySelector('img') as HTMLImageElement).src = image
      ;(card.querySelector('strong') as HTMLElement).textContent = title
      ;(card.querySelector('p') as HTMLElement).textContent = description
      ;(card.querySelector('small') as HTMLElement).textContent = site
    },
    {
      image,
      title: metaContent(head, 'og:title') ?? '',
      description: metaContent(head, 'og:description') ?? '',
      site: metaContent(head, 'og:site_name') ?? '',
    },
  )
  const card = page.locator('#card')
  await expect(card.locator('strong')).toHaveText(title)
  await expect(card.locator('p')).toHaveText(body)
  await expect(card.locator('small')).toHaveText('Quill')
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
})

test('/rss.xml parses and lists the new post first, with an absolute link', async ({
  request,
  baseURL,
}) => {
  const res = await request.get('/rss.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('application/rss+xml')
  const feed = new XMLParser({ isArray: (name) => name === 'item' }).parse(await res.text()) as {
    rss: { channel: { item: { title: string; link: string; 'content:encoded': string }[] } }
  }
  const first = feed.rss.channel.item[0]
  expect(first?.title).toBe(title)
  expect(first?.link).toBe(`${baseURL}${postPath}`)
  expect(first?.['content:encoded']).toContain(word)
})

test('unknown routes and missing posts answer 404 with the app’s not-found page', async ({
  page,
  request,
}) => {
  for (const path of ['/no/such/page', '/post/no-such-post']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(404)
    expect(res.headers()['content-type']).toContain('text/html')
  }
  const answer = await page.goto('/no/such/page')
  expect(answer?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the feed' })).toBeVisible()
})

test('the search box finds the post by a word of its text and shows it', async ({ page }) => {
  await page.goto('/')
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Search posts' })
  await box.fill(word)
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`))
  await expect(page).toHaveTitle(`Search: ${word} — Quill`)
  const result = page.getByRole('article', { name: title })
  await expect(result).toBeVisible()
  await expect(result.locator('mark')).toHaveText(word)
  await result.getByRole('link', { name: title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${postPath}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('article', { name: title })).toBeVisible()
})
