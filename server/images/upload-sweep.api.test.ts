// Issue 11, hole 6: uploads need a verified email, and an upload no post uses is removed after a
// grace period by a sweep that is safe to run on several instances at once.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { ImageUploadResponseSchema } from '../../contract/images'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, createUser, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

async function uploadAs(t: TestApp, user: TestUser, background: string, width = 8) {
  const data = await sharp({ create: { width, height: 8, channels: 3, background } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'photo.png')
  const request = new Request('http://quill.invalid', { method: 'POST', body: form })
  return t.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '', ...bearer(user) },
  })
}

async function uploaded(t: TestApp, user: TestUser, background: string, width = 8) {
  const res = await uploadAs(t, user, background, width)
  expect(res.statusCode, res.body).toBe(200)
  const { data } = ImageUploadResponseSchema.parse(res.json())
  return { url: data.url, name: `${data.id}.webp` }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(testDialects())('uploads on %s', (dialect) => {
  const suite = appWithUsers(
    dialect,
    { writer: {} },
    {
      UPLOAD_GRACE_MS: '1000',
      UPLOAD_SWEEP_INTERVAL_MS: '86400000',
    },
  )
  const send = requestWith(suite)

  test('an unverified account cannot upload: 403 in the error shape', async () => {
    const unverified = await createUser(suite.t, { verified: false })
    const res = await uploadAs(suite.t, unverified, '#123456')
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      error: { code: 'forbidden', message: 'Verify your email address before uploading images' },
    })
  })

  test('after the grace period the sweep removes uploads no post uses, and keeps the rest', async () => {
    const used = await uploaded(suite.t, suite.writer, '#ff0000')
    const unused = await uploaded(suite.t, suite.writer, '#00ff00')
    await publishPost(suite.t, suite.writer, { image: used.url })
    expect(await suite.t.app.sweepUploads()).toEqual([])
    await sleep(1100)
    const fresh = await uploaded(suite.t, suite.writer, '#0000ff')

    expect(await suite.t.app.sweepUploads()).toEqual([unused.name])
    expect(await suite.t.app.imageStore.has(unused.name)).toBe(false)
    expect(await suite.t.app.imageStore.has(used.name)).toBe(true)
    expect(await suite.t.app.imageStore.has(fresh.name)).toBe(true)
    expect((await suite.t.app.inject(`/images/${unused.name}`)).statusCode).toBe(404)
    expect((await suite.t.app.inject(`/images/${used.name}`)).statusCode).toBe(200)
  })

  test('a profile photo uploaded to the host is kept by the sweep, as a cover is', async () => {
    const photo = await uploaded(suite.t, suite.writer, '#445566')
    const res = await send('PUT', '/api/profile', bearer(suite.writer), {
      displayName: 'Photo Owner',
      photoURL: photo.url,
    })
    expect(res.statusCode, res.body).toBe(200)
    await sleep(1100)

    expect(await suite.t.app.sweepUploads()).not.toContain(photo.name)
    expect((await suite.t.app.inject(`/images/${photo.name}`)).statusCode).toBe(200)
    const author = await suite.t.app.inject(`/api/authors/${suite.writer.uid}`)
    expect(author.json()).toMatchObject({ photoURL: photo.url })
  })

  test("a cover replaced by an edit is kept while a saved version names it (issue 27's restore)", async () => {
    const first = await uploaded(suite.t, suite.writer, '#654321')
    const second = await uploaded(suite.t, suite.writer, '#123123')
    const postId = await publishPost(suite.t, suite.writer, { image: first.url })
    const res = await send('PUT', `/api/updatePost/${postId}`, bearer(suite.writer), {
      postBody: { postTitle: 'New cover', postBody: 'Text.', image: second.url },
    })
    expect(res.statusCode, res.body).toBe(200)
    await sleep(1100)

    expect(await suite.t.app.sweepUploads()).not.toContain(first.name)
    expect(await suite.t.app.imageStore.has(first.name)).toBe(true)
    // Deleting the post deletes its history: then its old cover goes too.
    await send('DELETE', `/api/deletePost/${postId}`, bearer(suite.writer))
    const swept = await suite.t.app.sweepUploads()
    expect(swept).toContain(first.name)
    expect(swept).toContain(second.name)
  })

  test('the sweep removes an image with its variants, and leaves a used one’s in place', async () => {
    const folder = path.join(suite.t.dataDir, 'images')
    const filesOf = (name: string) =>
      fs.readdirSync(folder).filter((file) => file.startsWith(name.replace(/\.webp$/, '')))
    const used = await uploaded(suite.t, suite.writer, '#112233', 900)
    const unused = await uploaded(suite.t, suite.writer, '#332211', 900)
    await publishPost(suite.t, suite.writer, { image: used.url })
    const variants = (name: string) =>
      [name, ...[400, 640, 800].map((w) => name.replace(/\.webp$/, `-w${w}.webp`))].sort()
    expect(filesOf(unused.name).sort()).toEqual(variants(unused.name))
    await sleep(1100)

    expect(await suite.t.app.sweepUploads()).toContain(unused.name)
    expect(filesOf(unused.name)).toEqual([])
    expect(filesOf(used.name).sort()).toEqual(variants(used.name))
    const variant = used.name.replace(/\.webp$/, '-w400.webp')
    expect((await suite.t.app.inject(`/images/${variant}`)).statusCode).toBe(200)
  })

  test('an image uploaded again starts its grace period again', async () => {
    const first = await uploaded(suite.t, suite.writer, '#abcdef')
    await sleep(1100)
    await uploaded(suite.t, suite.writer, '#abcdef')
    expect(await suite.t.app.sweepUploads()).not.toContain(first.name)
    expect(await suite.t.app.imageStore.has(first.name)).toBe(true)
  })

  test('sweeps running at once remove each image once', async () => {
    const unused = await uploaded(suite.t, suite.writer, '#fedcba')
    await sleep(1100)
    const removed = (
      await Promise.all([suite.t.app.sweepUploads(), suite.t.app.sweepUploads()])
    ).flat()
    // Earlier tests' uploads may go too; none twice.
    expect(removed.filter((name) => name === unused.name)).toHaveLength(1)
    expect(new Set(removed).size).toBe(removed.length)
  })
})

describe('the sweep timer', () => {
  test('starts with the app and removes an unused upload on its own', async () => {
    const t = await createTestApp('sqlite', {
      UPLOAD_GRACE_MS: '100',
      UPLOAD_SWEEP_INTERVAL_MS: '200',
    })
    try {
      const user = await createUser(t)
      const unused = await uploaded(t, user, '#010203')
      await expect
        .poll(() => t.app.imageStore.has(unused.name), { timeout: 3000, interval: 100 })
        .toBe(false)
    } finally {
      await t.close()
    }
  })
})
