// Offline-first (issue 25, docs/decisions/0040), in Chromium against the real stack with the
// service worker on: pages read once read again offline after a reload, a page never read says
// so in the app, and the app is installable.
import fs from 'node:fs'
import path from 'node:path'
import { type BrowserContext, type Page, expect, test } from '@playwright/test'
import {
  type TestUser,
  createUser,
  signIn,
  signInElsewhere,
  signInNewUser,
  uniqueEmail,
} from './support/auth'
import { readMore, writePost } from './support/content'
import { cacheKept, workerControls } from './support/offline'

test.use({ serviceWorkers: 'allow' })

async function offline(context: BrowserContext, on: boolean) {
  await context.setOffline(on)
}

let title = ''
let author: TestUser
let authorToken = ''
test.beforeAll(async ({ browser, request }) => {
  author = await createUser(request, { displayName: 'Olive Offline' })
  const { context, page } = await signInElsewhere(browser, author, { serviceWorkers: 'block' })
  title = `Read on a train ${Date.now().toString(36)}`
  await writePost(page, { title, body: 'No signal between the tunnels, and still this reads.' })
  authorToken = (await page.evaluate(() => window.localStorage.getItem('accessToken'))) ?? ''
  await context.close()
})

async function openPost(page: Page): Promise<string> {
  await page.goto('/')
  return readMore(page, title)
}

test('the feed and a post read once are read again offline after a reload', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expect(page.getByRole('article', { name: title })).toBeVisible()
  await workerControls(page)
  await readMore(page, title)
  const postUrl = page.url()
  await cacheKept(page)

  await offline(context, true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('No signal between the tunnels')).toBeVisible()

  await page.goto('/')
  await expect(page.getByRole('article', { name: title })).toBeVisible()
  // A browser restart: a new page in the same profile, still offline.
  const again = await context.newPage()
  await again.goto(postUrl)
  await expect(again.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await offline(context, false)
})

test('offline, a page never opened says so in the app, not the browser’s error page', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await workerControls(page)
  await offline(context, true)
  await page.goto('/tag/never-opened-here')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Not saved for offline reading')
  await expect(page.getByRole('link', { name: 'Quill' }).first()).toBeVisible()
  await offline(context, false)
  await page.reload()
  await expect(page.getByText('Not saved for offline reading')).toBeHidden()
})

test('every page links the manifest, whose icons load, and Chromium finds Quill installable', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/login']) {
    await page.goto(path)
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    )
  }
  // Chromium's own installability checks (the ones Lighthouse's "installable" audit read):
  // a manifest with a name, icons, start URL and display mode, and a worker that controls the
  // page.
  await workerControls(page)
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[]
  }
  // A test's browser context is an incognito profile, where nothing installs: Chromium says
  // so first, and then whatever else it finds wrong.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito'])
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.ok()).toBe(true)
  const { icons } = (await manifest.json()) as { icons: { src: string }[] }
  for (const icon of icons) expect((await request.get(icon.src)).ok()).toBe(true)
})

test('a comment written offline waits, survives the tab, and is sent once when back online', async ({
  page,
  context,
  request,
}) => {
  const reader = await signInNewUser(page, request, {
    email: uniqueEmail('reader'),
    displayName: 'Rae',
  })
  await workerControls(page)
  const postId = await openPost(page)
  await cacheKept(page)

  await offline(context, true)
  const text = `Sent from the tunnel ${Date.now().toString(36)}`
  await page.getByRole('textbox', { name: 'Comment' }).fill(text)
  await page.getByRole('button', { name: 'Add comment' }).click()
  const item = page.getByRole('list', { name: 'Comments' }).getByRole('listitem').filter({
    hasText: text,
  })
  await expect(item.getByText('Waiting to send')).toBeVisible()
  await expect(item.getByRole('button', { name: /^Cancel sending your comment/ })).toBeVisible()
  await cacheKept(page)
  await page.close()

  // The tab was closed; a new one, still offline, shows the comment waiting.
  const again = await context.newPage()
  await again.goto(`/post/${postId}`)
  await expect(again.getByText(text)).toBeVisible()
  await expect(again.getByText('Waiting to send')).toBeVisible()
  await offline(context, false)
  await expect(again.getByText('Waiting to send')).toBeHidden()

  const comments = async () => {
    const res = await request.get(`/api/comment/${postId}`)
    return ((await res.json()) as { comment: string }[]).filter((c) => c.comment === text).length
  }
  await expect.poll(comments, { timeout: 30_000 }).toBe(1)
  // The author was told once.
  const notified = async () => {
    const res = await request.get(`/api/notification/${encodeURIComponent(author.email)}`, {
      headers: { Authorization: `Bearer ${authorToken}`, email: author.email },
    })
    expect(res.ok(), await res.text()).toBe(true)
    const list = (await res.json()) as { type: string; postId?: string; title: string }[]
    return list.filter(
      (n) => n.type === 'comment' && n.postId === postId && n.title.startsWith(reader.displayName),
    ).length
  }
  await expect.poll(notified, { timeout: 30_000 }).toBe(1)
  // A reload sends nothing more.
  await again.reload()
  await expect(again.getByText(text)).toBeVisible()
  await again.waitForTimeout(1500)
  expect(await comments()).toBe(1)
  expect(await notified()).toBe(1)
})

test('a like and a bookmark made offline wait, survive the tab, and are sent once', async ({
  page,
  context,
  request,
}) => {
  await signInNewUser(page, request, {
    email: uniqueEmail('liker'),
    displayName: 'Lee',
  })
  await workerControls(page)
  const postId = await openPost(page)
  await cacheKept(page)

  await offline(context, true)
  const article = page.getByRole('article').first()
  await article.getByRole('button', { name: /^Like / }).click()
  await article.getByRole('button', { name: /^Save .* to your reading list$/ }).click()
  await expect(article.getByRole('button', { name: /^Like .*, waiting to send$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await cacheKept(page)
  await page.close()

  // The tab was closed; a new one, still offline, shows both waiting, then sends them.
  const again = await context.newPage()
  await again.goto(`/post/${postId}`)
  const shown = again.getByRole('article').first()
  await expect(shown.getByRole('button', { name: /^Like .*, waiting to send$/ })).toBeVisible()
  await offline(context, false)
  await expect(shown.getByRole('button', { name: /^Like .*\(1 like\)$/ })).toBeVisible()
  await expect(
    shown.getByRole('button', { name: /^Save .* to your reading list$/ }),
  ).toHaveAttribute('aria-pressed', 'true')
  // On the server once each: the post is liked once and on the reader's list.
  const token = (await again.evaluate(() => window.localStorage.getItem('accessToken'))) ?? ''
  const onServer = async () => {
    const res = await request.get(`/api/post/${postId}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const post = (await res.json()) as {
      likeCount: number
      likedByMe: boolean
      bookmarkedByMe: boolean
    }
    return [post.likeCount, post.likedByMe, post.bookmarkedByMe]
  }
  await expect.poll(onServer, { timeout: 30_000 }).toEqual([1, true, true])
})

test('signing out offline leaves nothing of that person readable', async ({ page, context }) => {
  const reader = await createUser(page.request, { email: uniqueEmail('leaver') })
  await signIn(page, reader)
  await workerControls(page)
  await openPost(page)
  await page
    .getByRole('button', { name: /^Save .* to your reading list$/ })
    .first()
    .click()
  await page.goto('/reading-list')
  await expect(page.getByRole('article', { name: title })).toBeVisible()
  await cacheKept(page)

  await offline(context, true)
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  await cacheKept(page)
  const kept = await page.evaluate(async () => {
    const request = indexedDB.open('quill-offline')
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const keys = db.transaction('cache').objectStore('cache').getAllKeys()
    return new Promise<string[]>((resolve) => {
      keys.onsuccess = () => resolve(keys.result.map(String))
    })
  })
  expect(kept.filter((key) => key.includes(reader.uid))).toEqual([])
  await page.reload()
  await page.goto('/reading-list')
  await expect(page.getByRole('article', { name: title })).toHaveCount(0)
  await offline(context, false)
})

test('a new build waits for the reader: A new version is ready, Reload', async ({ page }) => {
  await page.goto('/')
  await workerControls(page)
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
  // A rebuild, as the browser sees it: the worker's script the server sends is not byte for
  // byte the one installed (the server reads dist/ on each request).
  const script = path.resolve('dist', 'sw.js')
  const built = fs.readFileSync(script, 'utf8')
  fs.writeFileSync(script, `${built}\n// the next build\n`)
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update()
    })
  } finally {
    fs.writeFileSync(script, built)
  }
  const prompt = page.getByText('A new version is ready')
  await expect(prompt).toBeVisible({ timeout: 20_000 })
  // Until the reader says so, the page runs on the build it started with.
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first)
  const reloaded = page.waitForEvent('load')
  await page.getByRole('button', { name: 'Reload' }).click()
  await reloaded
  await expect(page.getByRole('heading', { level: 1, name: 'Latest posts' })).toBeVisible()
  await expect(page.getByText('A new version is ready')).toBeHidden()
})
