// The first response paints the page (issue 12, docs/decisions/0019): `/` and a post arrive
// drawn, with their data inlined, so the client takes over without asking the API again, and
// the swap from the server's page to the client's moves nothing.
import { type Page, expect, test } from '@playwright/test'
import { createUser, signInElsewhere } from './support/auth'
import { readMore, writePost } from './support/content'

let title = ''
let postPath = ''

test.beforeAll(async ({ browser, request }) => {
  const author = await createUser(request, { displayName: 'Paige Painter' })
  const { context, page } = await signInElsewhere(browser, author)
  title = `Painted at once ${Date.now().toString(36)}`
  await writePost(page, { title, body: 'A body the server draws.\n\nAnd a second paragraph.' })
  await readMore(page, title)
  postPath = new URL(page.url()).pathname
  await context.close()
})

/** Every request the page makes to the API, and every layout shift it sees, from its start. */
async function watch(page: Page) {
  const api: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) api.push(`${request.method()} ${url.pathname}`)
  })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  // Only what moves once the client has taken the page over counts here: before that, a cover
  // image without width and height grows as it arrives, which is the images' business. The
  // client hydrates the drawn page (ADR 0019): React takes over the server's very elements,
  // marking each with its fiber, and replaces none.
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = []
    Object.assign(window, { __shifts: shifts })
    let tookOverAt = Infinity
    document.addEventListener('DOMContentLoaded', () => {
      const drawn = document.querySelector('#root h1, #root h2')
      if (!drawn) return
      Object.assign(window, { __drawn: drawn })
      const check = () => {
        if (!Object.keys(drawn).some((key) => key.startsWith('__reactFiber'))) {
          requestAnimationFrame(check)
          return
        }
        tookOverAt = performance.now()
        Object.assign(window, { __tookOverAt: tookOverAt })
      }
      check()
    })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.startTime < tookOverAt) continue
        const shift = entry as unknown as { value: number; sources: { node?: Node | null }[] }
        const moved = shift.sources.map((source) => {
          const node = source.node
          return node instanceof Element ? node.outerHTML.slice(0, 80) : String(node?.nodeName)
        })
        shifts.push({ value: shift.value, moved })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const shifts = () =>
    page.evaluate(
      () => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
    )
  return { api, errors, shifts }
}

/**
 * The client has hydrated the server's page, keeping its elements, and knows who is reading
 * (here: nobody), so the header's account area is drawn too.
 */
async function clientTookOver(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (window as { __tookOverAt?: number }).__tookOverAt ?? 0))
    .toBeGreaterThan(0)
  const kept = await page.evaluate(() => {
    const drawn = (window as { __drawn?: Element }).__drawn
    return drawn !== undefined && drawn === document.querySelector('#root h1, #root h2')
  })
  expect(kept, 'the heading the server drew is the one on screen').toBe(true)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  await page.waitForLoadState('networkidle')
}

test('/ arrives with its cards drawn and the client asks for no posts', async ({ page }) => {
  const seen = await watch(page)
  const response = await page.goto('/')
  // The document itself holds the cards: nothing had to run to show them.
  expect(await response?.text()).toContain(title)
  await expect(page.getByRole('article', { name: title })).toBeVisible()
  await clientTookOver(page)

  expect(seen.api.filter((request) => request.startsWith('GET /api/posts'))).toEqual([])
  expect(await seen.shifts()).toEqual([])
  expect(seen.errors).toEqual([])
  // The client is in charge: a link navigates without a new document.
  await readMore(page, title)
})

test('a post arrives drawn and the client asks for neither it nor its comments', async ({
  page,
}) => {
  const seen = await watch(page)
  const response = await page.goto(postPath)
  expect(await response?.text()).toContain(title)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('And a second paragraph.')).toBeVisible()
  await clientTookOver(page)

  const postId = postPath.split('/').at(-1)
  expect(seen.api).not.toContain(`GET /api/post/${postId}`)
  expect(seen.api).not.toContain(`GET /api/comment/${postId}`)
  expect(await seen.shifts()).toEqual([])
  expect(seen.errors).toEqual([])
  await expect(page).toHaveTitle(`${title} — Quill`)
})

test.describe('a reader in another time zone', () => {
  test.use({ timezoneId: 'Asia/Tokyo' })

  test('sees the drawn page in UTC, then their own time once the client has taken over', async ({
    page,
  }) => {
    const seen = await watch(page)
    const response = await page.goto(postPath)
    const drawnTime = /<time dateTime="([^"]+)">([^<]+)<\/time>/.exec(
      (await response?.text()) ?? '',
    )
    const instant = new Date(drawnTime?.[1] ?? '')
    const utcHour = instant.getUTCHours()
    expect(drawnTime?.[2]).toContain(`, ${utcHour % 12 || 12}:`)
    await clientTookOver(page)
    const tokyoHour = (instant.getUTCHours() + 9) % 24
    const time = page.getByRole('article').locator('time').first()
    await expect(time).toContainText(`, ${tokyoHour % 12 || 12}:`)
    await expect(time).toContainText(tokyoHour < 12 ? ' am' : ' pm')
    expect(seen.errors).toEqual([])
  })
})

test('a missing post arrives as the not-found page', async ({ page }) => {
  await page.goto('/post/AAAAAAAAAAAAAAAA')
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible()
})

test('in dark mode the first paint is already dark', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('isDarkMode', 'true'))
  // The page as the server sent it, before any of the client's code runs.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/')
  await expect(page.getByRole('article', { name: title })).toBeVisible()
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(background).not.toBe('rgb(255, 255, 255)')
})
