// The first paint of a cold visit on a slow phone (issue 12): Chromium's network throttling
// through the DevTools protocol, and the CPU slowed 4x. Two profiles of Lighthouse's "Slow 4G"
// (150 ms round trip, 1.6 Mbps down, 750 kbps up): `devtools`, as Lighthouse applies it with
// Chromium's throttling and as DevTools' own "Slow 4G" preset is (the round trip x3.75 and the
// throughput x0.9, because this throttling is per request and ignores connection set-up), the
// default; and `nominal`, the bare figures. Each figure is the median of `runs` cold visits (a fresh
// browser context: no cache, no storage), in ms from the start of the navigation:
//   fcpMs        first contentful paint of `/`
//   cardsMs      the first frame of `/` that holds a post card
//   postTitleMs  the first frame of a post page (`postPath`, else the newest post) that holds
//                its title
// `npx tsx bench/paint.ts http://localhost:3000` prints them for a running server (RUNS=5,
// PROFILE=nominal to change).
import { type Browser, chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../tests/chromium'

const kbps = (kilobits: number) => (kilobits * 1024) / 8
export const SLOW_4G = {
  devtools: {
    offline: false,
    latency: 150 * 3.75,
    downloadThroughput: kbps(1.6 * 1024 * 0.9),
    uploadThroughput: kbps(750 * 0.9),
  },
  nominal: {
    offline: false,
    latency: 150,
    downloadThroughput: kbps(1.6 * 1024),
    uploadThroughput: kbps(750),
  },
}
export type NetworkProfile = keyof typeof SLOW_4G
export const CPU_SLOWDOWN = 4

const CARD = 'main article[aria-labelledby^="post-title-"]'
const POST_TITLE = 'main h1[id^="post-title-"]'

export interface PaintFigures {
  fcpMs: number
  cardsMs: number
  postTitleMs: number
}

/**
 * Runs in the page from its first byte: on every frame, before it is painted, notes the first
 * time an element matching the selector has a box. A frame's callbacks run right before its
 * paint, so this is when the element is first painted, to a frame. (A string, not a function:
 * tsx would wrap a function in helpers the page does not have.)
 */
const watchFor = (selector: string) => `(() => {
  const frame = () => {
    const element = document.querySelector(${JSON.stringify(selector)})
    if (element && element.getBoundingClientRect().height > 0) {
      window.__firstSeen = performance.now()
      return
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
})()`

async function coldVisit(
  browser: Browser,
  url: string,
  selector: string,
  profile: NetworkProfile,
): Promise<{ fcp: number; seen: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G[profile])
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.addInitScript(watchFor(selector))
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(() => '__firstSeen' in globalThis, undefined, { timeout: 60_000 })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length)
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      seen: (globalThis as unknown as { __firstSeen: number }).__firstSeen,
    }))
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? NaN)
}

export async function measurePaint(
  baseUrl: string,
  {
    runs = 3,
    profile = 'devtools',
    postPath,
  }: { runs?: number; profile?: NetworkProfile; postPath?: string } = {},
): Promise<PaintFigures> {
  const newest = async () => {
    const posts = (await (await fetch(new URL('/api/posts?limit=1', baseUrl))).json()) as {
      _id: string
    }[]
    if (!posts[0]) throw new Error(`${baseUrl} has no posts to measure a post page with`)
    return `/post/${posts[0]._id}`
  }
  const postUrl = new URL(postPath ?? (await newest()), baseUrl).href
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const feed: { fcp: number; seen: number }[] = []
    const post: { fcp: number; seen: number }[] = []
    for (let run = 0; run < runs; run++) {
      feed.push(await coldVisit(browser, new URL('/', baseUrl).href, CARD, profile))
      post.push(await coldVisit(browser, postUrl, POST_TITLE, profile))
    }
    return {
      fcpMs: median(feed.map((visit) => visit.fcp)),
      // A frame's callbacks run before its paint, and nothing is painted before the first paint.
      cardsMs: median(feed.map((visit) => Math.max(visit.seen, visit.fcp))),
      postTitleMs: median(post.map((visit) => Math.max(visit.seen, visit.fcp))),
    }
  } finally {
    await browser.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://localhost:3000'
  const profile = process.env.PROFILE === 'nominal' ? 'nominal' : 'devtools'
  const runs = Number(process.env.RUNS ?? 3)
  console.log(JSON.stringify(await measurePaint(baseUrl, { runs, profile })))
}
