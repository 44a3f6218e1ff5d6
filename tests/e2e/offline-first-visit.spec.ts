// Offline-first from the first visit (docs/decisions/0040): a post opened as a full page load,
// before any service worker existed, reads again offline after a reload. A drawn page's data
// never goes through the API, so it is kept from what the page carried; so are its images.
import { expect, test } from '@playwright/test'
import { createUser, signInElsewhere } from './support/auth'
import { publishAndOpen } from './support/content'
import { cacheKept, workerControls } from './support/offline'

test.use({ serviceWorkers: 'allow' })

const title = `First read on a train ${Date.now().toString(36)}`
const body = 'Opened from a link once, and still this reads between the tunnels.'
let postUrl = ''
test.beforeAll(async ({ browser, request }) => {
  const author = await createUser(request, { displayName: 'Otto Firstvisit' })
  const { context, page } = await signInElsewhere(browser, author, { serviceWorkers: 'block' })
  postUrl = await publishAndOpen(page, { title, body })
  await context.close()
})

test('a post opened as a first visit’s full page load reads again offline after a reload', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await expect(page.getByRole('article', { name: title })).toBeVisible()
  await page.goto(postUrl)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await workerControls(page)
  await cacheKept(page)
  // Its image is kept by the worker, though the page loaded it before the worker was there (the
  // browser's HTTP cache holds it too, for now: nothing promises it stays).
  const image = page.getByRole('img', { name: title }).first()
  await expect
    .poll(() =>
      image.evaluate(async (img: HTMLImageElement) =>
        Boolean(await (await caches.open('quill-images')).match(img.currentSrc)),
      ),
    )
    .toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText(body)).toBeVisible()
  await expect(page.getByText('Not saved for offline reading')).toBeHidden()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  await context.setOffline(false)
})
