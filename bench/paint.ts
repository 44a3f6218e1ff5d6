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
//   feedInteractiveMs, postInteractiveMs
//                the first frame in which the app has taken the drawn page over (issue 20):
//                React has hydrated it (its fiber is on the header's first button) and taken
//                the taps public/early.js kept, so every handler is live
//   feedGapMs, postGapMs
//                from the first contentful paint to interactive, per visit
//   menuTapMs    a tap on the phone's Menu as soon as it shows: when the menu is on screen
//                (NaN if the tap was lost)
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
  feedGapMs: number
  postGapMs: number
  feedInteractiveMs: number
  postInteractiveMs: number
  menuTapMs: number
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
    if (!('__firstSeen' in window) && element && element.getBoundingClientRect().height > 0) {
      window.__firstSeen = performance.now()
    }
    // A build without public/early.js never defines __quillEarlyTaps: the fiber alone tells.
    const button = document.querySelector('header button')
    const hydrated =
      button &&
      Object.keys(button).some((key) => key.startsWith('__reactFiber')) &&
      window.__quillEarlyTaps === undefined
    if (hydrated && !('__interactive' in window)) window.__interactive = performance.now()
    if ('__firstSeen' in window && '__interactive' in window) return
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
})()`

interface Visit {
  fcp: number
  seen: number
  interactive: number
}

async function slowPhone(browser: Browser, profile: NetworkProfile) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G[profile])
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return { context, page }
}

async function coldVisit(
  browser: Browser,
  url: string,
  selector: string,
  profile: NetworkProfile,
): Promise<Visit> {
  const { context, page } = await slowPhone(browser, profile)
  try {
    await page.addInitScript(watchFor(selector))
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(
      () => '__firstSeen' in globalThis && '__interactive' in globalThis,
      undefined,
      { timeout: 60_000 },
    )
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length)
    return await page.evaluate(() => {
      const seen = globalThis as unknown as { __firstSeen: number; __interactive: number }
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        seen: seen.__firstSeen,
        interactive: seen.__interactive,
      }
    })
  } finally {
    await context.close()
  }
}

/**
 * Taps Menu the moment it shows on a cold visit of `/`, and answers when the menu is on screen
 * (from the start of the navigation), or NaN when the tap was lost (nothing within 20 s).
 */
async function tapMenuAtOnce(browser: Browser, url: string, profile: NetworkProfile) {
  const { context, page } = await slowPhone(browser, profile)
  try {
    await page.goto(url, { waitUntil: 'commit' })
    await page.getByRole('button', { name: /^Menu/ }).tap({ timeout: 60_000 })
    try {
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ timeout: 20_000 })
    } catch {
      return NaN
    }
    return await page.evaluate(() => performance.now())
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
    const feedUrl = new URL('/', baseUrl).href
    const feed: Visit[] = []
    const post: Visit[] = []
    const menuTaps: number[] = []
    for (let run = 0; run < runs; run++) {
      feed.push(await coldVisit(browser, feedUrl, CARD, profile))
      post.push(await coldVisit(browser, postUrl, POST_TITLE, profile))
      menuTaps.push(await tapMenuAtOnce(browser, feedUrl, profile))
    }
    return {
      fcpMs: median(feed.map((visit) => visit.fcp)),
      // A frame's callbacks run before its paint, and nothing is painted before the first paint.
      cardsMs: median(feed.map((visit) => Math.max(visit.seen, visit.fcp))),
      postTitleMs: median(post.map((visit) => Math.max(visit.seen, visit.fcp))),
      feedGapMs: median(feed.map((visit) => visit.interactive - visit.fcp)),
      postGapMs: median(post.map((visit) => visit.interactive - visit.fcp)),
      feedInteractiveMs: median(feed.map((visit) => visit.interactive)),
      postInteractiveMs: median(post.map((visit) => visit.interactive)),
      // One lost tap is a lost tap, whatever the others did.
      menuTapMs: menuTaps.some(Number.isNaN) ? NaN : median(menuTaps),
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
