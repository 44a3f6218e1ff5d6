// A cold visit on a slow phone, measured in Chromium through the DevTools protocol: Lighthouse's
// Slow 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and a CPU four times slower, no
// cache. First contentful paint on `/`, the first card on `/`, the title on the first post.
import { type Browser, type Page, chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/chromium'

export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
export const CPU_SLOWDOWN = 4
/** A mid-range phone's screen, as Lighthouse's mobile preset emulates it. */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 }

// Runs in the page before its own scripts: the moment (performance.now(), after the frame that
// shows it) each watched selector first appears in the document.
const WATCH = `
  window.__seen = {};
  const watched = { cards: 'article h2', title: 'article h1' };
  const check = () => {
    for (const [name, selector] of Object.entries(watched)) {
      if (window.__seen[name] === undefined && document.querySelector(selector)) {
        window.__seen[name] = -1;
        requestAnimationFrame(() => setTimeout(() => { window.__seen[name] = performance.now() }, 0));
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', check);
`

async function coldVisit(browser: Browser, url: string, what: 'cards' | 'title') {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
  const page: Page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.addInitScript(WATCH)
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  await page.waitForFunction(
    (name) =>
      ((globalThis as unknown as { __seen: Record<string, number> }).__seen[name] ?? -1) > 0,
    what,
    { timeout: 120_000 },
  )
  const result = await page.evaluate((name) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1
    return {
      fcp,
      seen: (globalThis as unknown as { __seen: Record<string, number> }).__seen[name] ?? -1,
    }
  }, what)
  await context.close()
  return result
}

/** The first post's path on the feed, read from the API. */
async function firstPostPath(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/posts?limit=1`)
  const [post] = (await res.json()) as { _id: string }[]
  if (!post) throw new Error('the feed is empty: nothing to open')
  return `/post/${post._id}`
}

export async function measurePaint(
  baseUrl: string,
  postPath?: string,
): Promise<{ fcpMs: number; cardsMs: number; postTitleMs: number }> {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const home = await coldVisit(browser, `${baseUrl}/`, 'cards')
    const post = await coldVisit(
      browser,
      baseUrl + (postPath ?? (await firstPostPath(baseUrl))),
      'title',
    )
    return { fcpMs: home.fcp, cardsMs: home.seen, postTitleMs: post.seen }
  } finally {
    await browser.close()
  }
}
