// A phone photo of any size just works: the browser scales it down before it is sent. Real
// Chromium (createImageBitmap + canvas) and the real image host; jsdom cannot do this part.
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { IMAGE_MAX_BYTES, IMAGE_MAX_EDGE } from '../../contract/images'
import { signInNewUser } from './support/auth'

/** A 5000 × 4000 JPEG of pure noise: nothing compresses it, so it is well over 10 MB. */
async function hugePhoto() {
  const buffer = await sharp({
    create: {
      width: 5000,
      height: 4000,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer()
  return { name: 'phone-photo.jpg', mimeType: 'image/jpeg', buffer }
}

/** The bytes of the multipart body's `image` part. */
function imagePart(body: Buffer, contentType: string): Buffer {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType)
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2]}`)
  let start = body.indexOf(delimiter)
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length)
    const part = body.subarray(start + delimiter.length, next === -1 ? body.length : next)
    const headerEnd = part.indexOf('\r\n\r\n')
    if (part.subarray(0, headerEnd).toString().includes('name="image"')) {
      // Between the blank line after the headers and the CRLF before the next delimiter.
      return part.subarray(headerEnd + 4, part.length - 2)
    }
    start = next
  }
  throw new Error('No image part in the upload')
}

test('a 5000 × 4000 photo over 10 MB is scaled down in the browser, sent and stored', async ({
  page,
  request,
}) => {
  const photo = await hugePhoto()
  expect(photo.buffer.length).toBeGreaterThan(IMAGE_MAX_BYTES)

  await signInNewUser(page, request)
  await page.goto('/new-post')
  await expect(page.getByLabel('Image')).toHaveAccessibleDescription(/up to 10 MB/)
  const title = `Straight from the phone ${Date.now().toString(36)}`
  await page.getByRole('textbox', { name: 'Title' }).fill(title)
  await page.getByRole('textbox', { name: 'Post text' }).fill('Taken at full resolution.')
  await page.getByLabel('Image').setInputFiles(photo)

  // What leaves the browser, read on the way (the request goes on to the real server).
  let sent: { body: Buffer | null; contentType: string } | undefined
  await page.route('**/api/images?*', async (route) => {
    const headers = await route.request().allHeaders()
    sent = { body: route.request().postDataBuffer(), contentType: headers['content-type'] ?? '' }
    await route.continue()
  })
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect.poll(() => sent).toBeDefined()
  const image = imagePart(sent?.body ?? Buffer.alloc(0), sent?.contentType ?? '')
  const sentMeta = await sharp(image).metadata()
  expect(image.length).toBeLessThanOrEqual(IMAGE_MAX_BYTES)
  expect(sentMeta).toMatchObject({ format: 'webp', width: IMAGE_MAX_EDGE, height: 1600 })

  await expect(page.getByText('Posted successfully')).toBeVisible({ timeout: 20_000 })
  const cover = page.getByRole('article', { name: title }).getByRole('img', { name: title })
  const src = await cover.getAttribute('src')
  const stored = await request.get(src ?? '')
  expect(stored.ok()).toBe(true)
  const storedMeta = await sharp(await stored.body()).metadata()
  expect(storedMeta.width).toBeLessThanOrEqual(IMAGE_MAX_EDGE)
})
