// What the image host refuses, and how: no token, not an image, too big, the wrong field, not
// multipart, too often; and a malformed multipart body.
import zlib from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { ErrorBodySchema } from '../../contract/common'
import { IMAGE_MAX_BYTES } from '../../contract/images'
import { createTestApp } from '../../tests/setup/server'
import { accountToken } from '../../tests/setup/users'
import { rateLimits } from './rate-limits'
import { imagesSuite, multipart, png } from './images-suite'
import { requestWith } from '../../tests/setup/suite'

const suite = imagesSuite()
const request = requestWith(suite)
const { upload, expectRejected } = suite

test('without a token the upload is refused with 401', async () => {
  const image = await png(10, 10, '#111')
  await expectRejected(() => upload(image, { auth: false }), 401, 'unauthorized')
})

test('text pretending to be a PNG is refused with 415', async () => {
  const text = Buffer.from('this is not an image at all, just words')
  await expectRejected(() => upload(text, { type: 'image/png' }), 415, 'unsupported_media_type')
})

test('an SVG is refused with 415: only raster images are hosted', async () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
  await expectRejected(() => upload(svg, { type: 'image/svg+xml' }), 415, 'unsupported_media_type')
})

test('a file over 10 MB is refused with 413', async () => {
  const huge = Buffer.alloc(IMAGE_MAX_BYTES + 1, 7)
  await expectRejected(() => upload(huge), 413, 'payload_too_large')
})

test('an image over 40 megapixels is refused with 413, however few bytes it has', async () => {
  const bomb = await png(8000, 6000, '#fff')
  expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES)
  await expectRejected(() => upload(bomb), 413, 'payload_too_large')
})

/** A PNG that claims `width`×`height` pixels: a header and one tiny deflate stream, a few bytes. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

test('an image claiming over 268 megapixels (sharp’s own limit) is refused with 413 too', async () => {
  const bomb = claimedPng(20_000, 20_000)
  expect(bomb.length).toBeLessThan(200)
  await expectRejected(() => upload(bomb), 413, 'payload_too_large')
  expect((await upload(bomb)).json().error.message).toBe('The image must be at most 40 megapixels')
})

test('an image in another field than `image` is refused with 400', async () => {
  const image = await png(10, 10, '#222')
  await expectRejected(() => upload(image, { field: 'file' }), 400, 'bad_request')
})

test('a body that is not multipart is refused with 400', async () => {
  await expectRejected(
    () =>
      request(
        'POST',
        '/api/images',
        { authorization: `Bearer ${suite.token}` },
        { image: 'https://example.com/a.png' },
      ),
    400,
    'bad_request',
  )
})

test('more than 30 uploads a minute from one address are refused with 429', async () => {
  // An app of its own, so the other tests' uploads do not count.
  const own = await createTestApp('sqlite')
  try {
    const { token: ownToken } = await accountToken(own, { name: 'Busy' })
    const body = await multipart('image', await png(8, 8, '#345'), 'image/png')
    const send = () =>
      own.app.inject({
        method: 'POST',
        url: '/api/images',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${ownToken}` },
      })
    for (let i = 0; i < rateLimits.upload.max; i += 1) expect((await send()).statusCode).toBe(200)
    const res = await send()
    expect(res.statusCode).toBe(429)
    expect(ErrorBodySchema.parse(res.json()).error.code).toBe('rate_limited')
  } finally {
    await own.close()
  }
})

describe('a malformed multipart body is a 4xx in the error shape, never a 500', () => {
  const boundary = 'quill-boundary'
  const partHead = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="image"; filename="photo.png"',
    'Content-Type: image/png',
    '',
    '',
  ].join('\r\n')

  test.each([
    ['no boundary', 'multipart/form-data', 'x'],
    ['an empty boundary', 'multipart/form-data; boundary=', 'x'],
    ['a body without any boundary line', `multipart/form-data; boundary=${boundary}`, 'x'],
    [
      'a part cut off in its data (no closing boundary)',
      `multipart/form-data; boundary=${boundary}`,
      `${partHead}\x89PNG\r\n\x1a\n0000`,
    ],
    [
      'a part cut off in its headers',
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filena`,
    ],
    ['only the opening boundary', `multipart/form-data; boundary=${boundary}`, `--${boundary}\r\n`],
  ])('%s', async (_what, contentType, payload) => {
    await expectRejected(
      () =>
        request(
          'POST',
          '/api/images?key=x',
          { 'content-type': contentType, authorization: `Bearer ${suite.token}` },
          payload,
        ),
      400,
      'bad_request',
    )
  })
})
