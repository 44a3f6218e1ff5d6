// The set-up of the image host's tests: an app (the host touches no database, so one dialect is
// enough), a signed-in uploader, uploading, and the images folder's files.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect } from 'vitest'
import { ErrorBodySchema } from '../../contract/common'
import { type TestApp, createTestApp } from '../../tests/setup/server'
import { accountToken } from '../../tests/setup/users'

export function imagesSuite() {
  const suite = {} as { t: TestApp; token: string }
  beforeAll(async () => {
    suite.t = await createTestApp('sqlite')
    ;({ token: suite.token } = await accountToken(suite.t, { name: 'Image Tester' }))
  })
  afterAll(() => suite.t.close())

  const imagesFolder = () => path.join(suite.t.dataDir, 'images')
  /** Every entry of the images folder, dot files (temp files) included. */
  const storedFiles = () =>
    fs.existsSync(imagesFolder()) ? fs.readdirSync(imagesFolder()).sort() : []

  async function upload(
    data: Buffer,
    {
      type = 'image/png',
      field = 'image',
      auth = true,
    }: { type?: string; field?: string; auth?: boolean } = {},
  ) {
    const body = await multipart(field, data, type)
    return suite.t.app.inject({
      method: 'POST',
      url: '/api/images?key=quill',
      payload: body.payload,
      headers: { ...body.headers, ...(auth ? { authorization: `Bearer ${suite.token}` } : {}) },
    })
  }

  /** A rejected upload answers the error shape and leaves the folder exactly as it was. */
  async function expectRejected(
    send: () => ReturnType<typeof upload>,
    status: number,
    code: string,
  ) {
    const before = storedFiles()
    const res = await send()
    expect(res.statusCode).toBe(status)
    expect(ErrorBodySchema.parse(res.json()).error.code).toBe(code)
    expect(storedFiles()).toEqual(before)
  }
  return Object.assign(suite, { imagesFolder, storedFiles, upload, expectRejected })
}

export async function multipart(field: string, data: Buffer, type: string, filename = 'photo') {
  const form = new FormData()
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename)
  const request = new Request('http://quill.invalid', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}

export const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()
