// What a browser downloads and how fast going back is, in Chromium through the DevTools
// protocol: the bytes of the cover photo's image requests in a card on a phone and on its post
// page, and the time and requests of going back from a post to the feed.
import { type Browser, type CDPSession, type Page, chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/chromium'
import { type Row, kb, row } from './common'

/** A mid-range phone's screen, as Lighthouse's mobile preset emulates it. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 }

const DESKTOP = { width: 1280, height: 800, deviceScaleFactor: 1 }

/** Bytes on the wire (headers included) per request URL, as the DevTools protocol counts them. */
async function recordTransfers(cdp: CDPSession) {
  const urls = new Map<string, string>()
  const bytes = new Map<string, number>()
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url))
  cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength))
  return (match: (url: string) => boolean) => {
    let total = 0
    let count = 0
    for (const [id, url] of urls) {
      if (!match(url)) continue
      total += bytes.get(id) ?? 0
      count++
    }
    return { total, count }
  }
}

async function imageBytes(
  browser: Browser,
  url: string,
  viewport: typeof PHONE,
  photoName: string,
  ready: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: viewport.width < 600,
  })
  const page = await context.newPage()
  const transferred = await recordTransfers(await context.newCDPSession(page))
  await page.goto(url, { waitUntil: 'load' })
  await ready(page)
  await page.waitForLoadState('networkidle')
  const result = transferred((u) => u.includes(photoName))
  await context.close()
  return result
}

export async function imageRows(
  base: string,
  photoPostPath: string,
  photoName: string,
  photoSource: string,
): Promise<Row[]> {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const cardReady = (page: Page) => page.locator('article h2').first().waitFor()
    const postReady = (page: Page) => page.locator('article h1').first().waitFor()
    const card = await imageBytes(browser, `${base}/`, PHONE, photoName, cardReady)
    const post = await imageBytes(browser, base + photoPostPath, PHONE, photoName, postReady)
    const desktop = await imageBytes(browser, base + photoPostPath, DESKTOP, photoName, postReady)
    const what = `4000×3000 photo, ${photoSource.split(' (')[0]}`
    return [
      row(
        `Image bytes: ${what}, in a card on a phone (412 px, DPR 1.75)`,
        `${kb(card.total)} in ${card.count} request(s)`,
        '≤ 60 KB',
        card.count > 0 && card.total <= 60_000,
      ),
      row(
        `Image bytes: the same photo on its post page on a phone`,
        `${kb(post.total)} in ${post.count} request(s)`,
        '≤ 250 KB',
        post.count > 0 && post.total <= 250_000,
      ),
      row(
        `Image bytes: the same photo on its post page on a 1280 px screen (DPR 1)`,
        `${kb(desktop.total)} in ${desktop.count} request(s)`,
        'context',
        null,
      ),
    ]
  } finally {
    await browser.close()
  }
}

/** Feed → a post → Back: the time until the feed's cards show again, and the requests made. */
export async function backForwardRow(base: string): Promise<Row> {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext({ viewport: DESKTOP })
    const page = await context.newPage()
    await page.goto(`${base}/`)
    const cards = page.locator('article h2')
    await cards.first().waitFor()
    await page.locator('article').first().getByRole('link', { name: 'Read more' }).click()
    await page.locator('article h1').waitFor()
    await page.waitForLoadState('networkidle')
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requests.push(request.url())
    })
    const started = Date.now()
    await page.goBack()
    await cards.first().waitFor()
    const ms = Date.now() - started
    await page.waitForTimeout(500)
    await context.close()
    return row(
      'Back to the feed from a post (desktop Chromium, warm)',
      `${ms} ms, ${requests.length} API request(s)`,
      '≤ 100 ms, 0 requests',
      ms <= 100 && requests.length === 0,
      '46 ms, 0 requests (before issue 12)',
    )
  } finally {
    await browser.close()
  }
}
