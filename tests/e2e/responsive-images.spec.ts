// Issue 12's image targets on the real stack: a 4000 × 3000 photo published through the app, then
// the feed and its post loaded at phone sizes, summing the image bytes the browser fetched. Which
// file the browser takes is its own choice from srcset and sizes (Chromium's rule), so this is what
// a reader pays, not what the server could send.
import { type Browser, type Page, expect, test } from '@playwright/test'
import sharp from 'sharp'
import { signInNewUser } from './support/auth'
import { cameraPhoto } from './support/photo'

const CARD_BUDGET = 60_000
const POST_BUDGET = 250_000

/** Lighthouse 12's mobile emulation (Moto G Power) and a Playwright iPhone (13). */
const PHONES = [
  { name: 'Lighthouse mobile', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { name: 'iPhone 13', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
] as const

interface Fetched {
  url: string
  bytes: number
}

/** Every image the page fetches from now on, with the bytes of its body. */
function recordImages(page: Page) {
  const pending: Promise<Fetched>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return
    pending.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })))
  })
  return () => Promise.all(pending)
}

async function phonePage(browser: Browser, phone: (typeof PHONES)[number]) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: phone.viewport,
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  })
  return { context, page: await context.newPage() }
}

/**
 * Opens `path` the way a reader moving inside the app does: from a screen without images (/login),
 * by the app's own router, so every image on it is chosen by the client's render. (A first load
 * of a page the server drew fetches from the server's markup first: docs/performance.md records
 * what that costs on an emulated phone, where Chromium may pick before the viewport applies.)
 */
async function openInApp(page: Page, path: string) {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
  }, path)
}

const loaded = (page: Page, name: string) =>
  expect
    .poll(() =>
      page
        .getByRole('img', { name })
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true)

test('a 4000 × 3000 photo costs ≤ 60 KB in a card on a phone and ≤ 250 KB on its post', async ({
  page,
  request,
  browser,
}) => {
  // A 4000 × 3000 photo through the app, then five page loads on two phones.
  test.slow()
  const photo = await cameraPhoto()

  await signInNewUser(page, request)
  await page.goto('/new-post')
  const title = `Sharp and light ${Date.now().toString(36)}`
  await page.getByRole('textbox', { name: 'Title' }).fill(title)
  await page.getByRole('textbox', { name: 'Post text' }).fill('A full-size camera photo.')
  await page.getByLabel('Image').setInputFiles(photo)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Posted successfully')).toBeVisible({ timeout: 30_000 })
  const card = page.getByRole('article', { name: title })
  const src = (await card.getByRole('img', { name: title }).getAttribute('src')) ?? ''
  // Stored at 2000 × 1500, named with its size, and beside it its narrower variants.
  expect(src).toMatch(/\/images\/[a-f0-9]{64}-2000x1500\.webp$/)
  const stem = src.replace(/\.webp$/, '')
  const original = await request.get(src)
  const postUrl =
    (await card.getByRole('link', { name: title, exact: true }).getAttribute('href')) ?? ''
  test.info().annotations.push({
    type: 'stored',
    description: `2000 × 1500 image ${(await original.body()).length} bytes`,
  })

  for (const phone of PHONES) {
    await test.step(`${phone.name}: the feed`, async () => {
      const { context, page: feed } = await phonePage(browser, phone)
      await feed.goto('/login')
      const fetched = recordImages(feed)
      await openInApp(feed, '/')
      const cover = feed.getByRole('article', { name: title }).getByRole('img', { name: title })
      // The newest post leads the feed: its image is the page's largest paint.
      await expect(feed.getByRole('article').first()).toHaveAccessibleName(title)
      await expect(cover).toHaveAttribute('fetchpriority', 'high')
      await expect(cover).not.toHaveAttribute('loading', 'lazy')
      await loaded(feed, title)
      const mine = (await fetched()).filter((file) => file.url.startsWith(stem))
      // One file, a variant: never the 2000 px image, never two sizes of one picture.
      expect(mine).toHaveLength(1)
      expect(mine[0]?.url).toMatch(/-w\d+\.webp$/)
      const bytes = mine[0]?.bytes ?? Infinity
      test.info().annotations.push({
        type: `${phone.name} card`,
        description: `${mine[0]?.url.split('-').pop()} ${bytes} bytes`,
      })
      // The budget is for the phone the issue measures with (Lighthouse's); a DPR 3 phone takes
      // the next width up, which ADR 0020 records.
      const budget = phone.deviceScaleFactor < 2 ? CARD_BUDGET : 2 * CARD_BUDGET
      expect(bytes, mine[0]?.url).toBeLessThanOrEqual(budget)
      await context.close()
    })

    await test.step(`${phone.name}: the post`, async () => {
      const { context, page: post } = await phonePage(browser, phone)
      await post.goto('/login')
      const fetched = recordImages(post)
      await openInApp(post, postUrl)
      const cover = post.getByRole('article').getByRole('img', { name: title })
      await expect(cover).toHaveAttribute('fetchpriority', 'high')
      await loaded(post, title)
      const all = await fetched()
      const mine = all.filter((file) => file.url.startsWith(stem))
      expect(mine).toHaveLength(1)
      expect(mine[0]?.url).toMatch(/-w\d+\.webp$/)
      const bytes = all.reduce((sum, file) => sum + file.bytes, 0)
      test.info().annotations.push({
        type: `${phone.name} post`,
        description: `${mine[0]?.url.split('-').pop()}; all images ${bytes} bytes`,
      })
      expect(bytes, mine[0]?.url).toBeLessThanOrEqual(POST_BUDGET)
      await context.close()
    })
  }

  await test.step('the cover keeps its box while its bytes are on the way', async () => {
    const { context, page: post } = await phonePage(browser, PHONES[0])
    // Hold the cover's bytes, so the page is measured before and after they arrive.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await post.route(`${stem}*`, async (route) => {
      await held
      await route.continue()
    })
    // The server draws the cover into the page, so its load event waits for the held bytes.
    await post.goto(postUrl, { waitUntil: 'domcontentloaded' })
    const cover = post.getByRole('article').getByRole('img', { name: title })
    const title1 = post.getByRole('heading', { level: 1, name: title })
    await expect(title1).toBeVisible()
    const before = { cover: await cover.boundingBox(), title: await title1.boundingBox() }
    expect(before.cover?.height).toBeCloseTo(((before.cover?.width ?? 0) * 3) / 4, 0)
    release()
    await loaded(post, title)
    const after = { cover: await cover.boundingBox(), title: await title1.boundingBox() }
    expect(after).toEqual(before)
    await context.close()
  })

  // The variant is the same picture: same shape, the phone's pixels.
  const variant = await request.get(`${stem}-w1000.webp`)
  expect(await sharp(await variant.body()).metadata()).toMatchObject({
    format: 'webp',
    width: 1000,
    height: 750,
  })
})
