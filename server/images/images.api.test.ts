// The image host's uploads: stored as WebP, scaled, stored once, in narrower variants, and served
// from GET /images/:name.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { ErrorBodySchema } from '../../contract/common'
import { IMAGE_VARIANT_WIDTHS, ImageUploadResponseSchema } from '../../contract/images'
import { imagesSuite, png } from './images-suite'
import { requestWith } from '../../tests/setup/suite'

const suite = imagesSuite()
const send = requestWith(suite)
const { imagesFolder, storedFiles, upload } = suite

test('an upload is stored as WebP without its metadata, turned upright, in imgbb’s shape', async () => {
  // A 300×200 JPEG whose EXIF says "rotate 90°" and carries a camera owner and a GPS position.
  const photo = await sharp({
    create: { width: 300, height: 200, channels: 3, background: '#c33' },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'QuillCam', Copyright: 'Secret Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()
  const original = await sharp(photo).metadata()
  expect(original.orientation).toBe(6)
  expect(original.exif?.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))).toBe(true) // GPS IFD

  const res = await upload(photo, { type: 'image/jpeg' })
  expect(res.statusCode).toBe(200)
  const { success, status, data } = ImageUploadResponseSchema.parse(res.json())
  expect({ success, status }).toEqual({ success: true, status: 200 })
  expect(data).toMatchObject({ width: 200, height: 300, mime: 'image/webp' })
  expect(data.url).toBe(`${suite.t.config.publicUrl}/images/${data.id}.webp`)
  expect(data.display_url).toBe(data.url)

  const file = path.join(imagesFolder(), `${data.id}.webp`)
  const stored = fs.readFileSync(file)
  // Named after its bytes and its size, so a client knows both from the URL.
  expect(data.id).toBe(`${createHash('sha256').update(stored).digest('hex')}-200x300`)
  expect(stored.length).toBe(data.size)
  const meta = await sharp(stored).metadata()
  expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 })
  expect({
    exif: meta.exif,
    xmp: meta.xmp,
    iptc: meta.iptc,
    orientation: meta.orientation,
  }).toEqual({
    exif: undefined,
    xmp: undefined,
    iptc: undefined,
    orientation: undefined,
  })
  expect(stored.includes('Secret Owner')).toBe(false)
})

test('a large image is scaled down to 2000 px on its long side, a small one is never enlarged', async () => {
  const wide = ImageUploadResponseSchema.parse(
    (await upload(await png(3000, 1000, '#123456'))).json(),
  )
  expect([wide.data.width, wide.data.height]).toEqual([2000, 667])
  const small = ImageUploadResponseSchema.parse((await upload(await png(40, 30, '#654321'))).json())
  expect([small.data.width, small.data.height]).toEqual([40, 30])
})

test('the same image uploaded twice is stored once', async () => {
  const image = await png(64, 64, '#0a0')
  const before = storedFiles()
  const first = ImageUploadResponseSchema.parse((await upload(image)).json())
  const second = ImageUploadResponseSchema.parse((await upload(image)).json())
  expect(second.data.url).toBe(first.data.url)
  expect(storedFiles()).toEqual([...before, `${first.data.id}.webp`].sort())
})

/** A photo-like picture: noise softened into texture, so its WebP sizes behave like a photo's. */
const photo = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 120, sigma: 50 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 90 })
    .toBuffer()

test('an image is also stored at each narrower width as WebP, never wider than itself', async () => {
  const before = storedFiles()
  const { data } = ImageUploadResponseSchema.parse(
    (await upload(await photo(2400, 1800), { type: 'image/jpeg' })).json(),
  )
  expect([data.width, data.height]).toEqual([2000, 1500])
  expect(data.id).toMatch(/^[a-f0-9]{64}-2000x1500$/)

  const variants = IMAGE_VARIANT_WIDTHS.map((width) => `${data.id}-w${width}.webp`)
  expect(storedFiles()).toEqual([...before, `${data.id}.webp`, ...variants].sort())
  let previous = 0
  for (const [index, width] of IMAGE_VARIANT_WIDTHS.entries()) {
    const res = await send('GET', `/images/${variants[index]}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.etag).toBe(`"${data.id}-w${width}"`)
    const meta = await sharp(res.rawPayload).metadata()
    // The same picture, the same shape, narrower; no metadata either.
    expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 3) / 4) })
    expect(meta.exif).toBeUndefined()
    expect(res.rawPayload.length).toBeGreaterThan(previous)
    previous = res.rawPayload.length
  }
  expect(previous).toBeLessThan(data.size)
})

test('a small image gets only the variants narrower than itself; a tiny one none', async () => {
  const before = storedFiles()
  const small = ImageUploadResponseSchema.parse(
    (await upload(await photo(700, 500), { type: 'image/jpeg' })).json(),
  ).data
  expect(small.id).toMatch(/-700x500$/)
  const tiny = ImageUploadResponseSchema.parse(
    (await upload(await png(400, 300, '#345'))).json(),
  ).data
  expect(storedFiles()).toEqual(
    [
      ...before,
      `${small.id}.webp`,
      `${small.id}-w400.webp`,
      `${small.id}-w640.webp`,
      `${tiny.id}.webp`,
    ].sort(),
  )
  const variant = await sharp(
    fs.readFileSync(path.join(imagesFolder(), `${small.id}-w640.webp`)),
  ).metadata()
  expect(variant).toMatchObject({ format: 'webp', width: 640, height: 457 })
})

test('an image stored before the variants (`<hash>.webp`) is still served', async () => {
  const bytes = await sharp(await png(30, 20, '#0f0'))
    .webp()
    .toBuffer()
  const name = `${createHash('sha256').update(bytes).digest('hex')}.webp`
  fs.mkdirSync(imagesFolder(), { recursive: true })
  fs.writeFileSync(path.join(imagesFolder(), name), bytes)
  const res = await send('GET', `/images/${name}`)
  expect(res.statusCode).toBe(200)
  expect(res.headers.etag).toBe(`"${name.slice(0, 64)}"`)
  expect(res.rawPayload.equals(bytes)).toBe(true)
})

test('GET /images/:name serves the stored bytes with immutable cache headers and an ETag', async () => {
  const { data } = ImageUploadResponseSchema.parse((await upload(await png(20, 20, '#a0a'))).json())
  const res = await send('GET', `/images/${data.id}.webp`)
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('image/webp')
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(res.headers['x-content-type-options']).toBe('nosniff')
  expect(res.headers.etag).toBe(`"${data.id}"`)
  expect(res.rawPayload.equals(fs.readFileSync(path.join(imagesFolder(), `${data.id}.webp`)))).toBe(
    true,
  )

  const again = await send('GET', `/images/${data.id}.webp`, { 'if-none-match': `"${data.id}"` })
  expect(again.statusCode).toBe(304)
  expect(again.rawPayload.length).toBe(0)
})

test.each([
  ['an unknown image', `${'0'.repeat(64)}.webp`],
  ['a name that is not a hash', 'photo.webp'],
  ['another extension', `${'a'.repeat(64)}.png`],
  ['an upper-case hash', `${'A'.repeat(64)}.webp`],
  ['a variant of an unknown image', `${'0'.repeat(64)}-2000x1500-w800.webp`],
  ['a width the host never makes', `${'0'.repeat(64)}-2000x1500-w500.webp`],
  ['a variant as wide as its image', `${'0'.repeat(64)}-800x600-w800.webp`],
  ['a size with a leading zero', `${'0'.repeat(64)}-0800x600.webp`],
  ['a path outside the folder', '..%2Fquill.sqlite'],
])('GET /images/:name answers a JSON 404 for %s', async (_what, name) => {
  const res = await send('GET', `/images/${name}`)
  expect(res.statusCode).toBe(404)
  expect(ErrorBodySchema.parse(res.json()).error.code).toBe('not_found')
})
