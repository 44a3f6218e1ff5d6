// The built-in image host with its images in an S3-compatible bucket (S3_BUCKET set): the upload
// goes to the bucket, DATA_DIR/images stays empty, and GET /images/:name streams from it.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ErrorBodySchema } from '../../contract/common'
import { ImageUploadResponseSchema } from '../../contract/images'
import { type TestS3, startS3 } from '../../tests/setup/s3'
import { type TestApp, createTestApp } from '../../tests/setup/server'
import { accountToken } from '../../tests/setup/users'

let s3: TestS3
let t: TestApp
let token: string
beforeAll(async () => {
  s3 = await startS3()
  // The sweep runs when a test calls it, on uploads older than a second.
  t = await createTestApp('sqlite', {
    ...s3.env,
    UPLOAD_GRACE_MS: '1000',
    UPLOAD_SWEEP_INTERVAL_MS: '86400000',
  })
  ;({ token } = await accountToken(t, { name: 'Bucket Tester' }))
})
afterAll(async () => {
  await t.close()
  await s3.close()
})

async function upload(data: Buffer) {
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'photo.png')
  const request = new Request('http://quill.invalid', { method: 'POST', body: form })
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/images?key=quill',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      authorization: `Bearer ${token}`,
    },
  })
  expect(res.statusCode, res.body).toBe(200)
  return ImageUploadResponseSchema.parse(res.json()).data
}

test('an upload lands in the bucket, not in DATA_DIR, and is served from it', async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a6' } })
    .png()
    .toBuffer()
  const data = await upload(png)
  const name = `${data.id}.webp`
  expect(data.url).toBe(`${t.config.publicUrl}/images/${name}`)
  expect(fs.existsSync(path.join(t.dataDir, 'images'))).toBe(false)

  const res = await t.app.inject({ method: 'GET', url: `/images/${name}` })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toBe('image/webp')
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(res.headers.etag).toBe(`"${data.id}"`)
  expect(Number(res.headers['content-length'])).toBe(data.size)
  const meta = await sharp(res.rawPayload).metadata()
  expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 })

  const again = await t.app.inject({
    method: 'GET',
    url: `/images/${name}`,
    headers: { 'if-none-match': `"${data.id}"` },
  })
  expect(again.statusCode).toBe(304)
  expect(again.rawPayload.length).toBe(0)
})

test('the variants go to the bucket beside the image, and leave it with the image', async () => {
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#60a' } })
    .png()
    .toBuffer()
  const data = await upload(png)
  const names = [`${data.id}.webp`, ...[400, 640, 800].map((w) => `${data.id}-w${w}.webp`)]
  for (const name of names) {
    const res = await t.app.inject({ method: 'GET', url: `/images/${name}` })
    expect(res.statusCode, name).toBe(200)
    expect(res.headers.etag).toBe(`"${name.replace(/\.webp$/, '')}"`)
  }
  expect(await t.app.imageStore.has(`${data.id}-w1000.webp`)).toBe(false)

  await new Promise((resolve) => setTimeout(resolve, 1100))
  expect(await t.app.sweepUploads()).toContain(names[0])
  for (const name of names) expect(await t.app.imageStore.has(name), name).toBe(false)
})

test('an image the bucket does not hold is a JSON 404, revalidated or not', async () => {
  const name = `${'0'.repeat(64)}.webp`
  for (const headers of [{}, { 'if-none-match': `"${'0'.repeat(64)}"` }]) {
    const res = await t.app.inject({ method: 'GET', url: `/images/${name}`, headers })
    expect(res.statusCode).toBe(404)
    expect(ErrorBodySchema.parse(res.json()).error.code).toBe('not_found')
  }
})

test('a bucket that does not answer is a 503 in the error shape, not a missing image', async () => {
  const down = await createTestApp('sqlite', { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' })
  try {
    const res = await down.app.inject({ method: 'GET', url: `/images/${'2'.repeat(64)}.webp` })
    expect(res.statusCode).toBe(503)
    expect(ErrorBodySchema.parse(res.json()).error.code).toBe('unavailable')
  } finally {
    await down.close()
  }
})
