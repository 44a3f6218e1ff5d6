// The set-up of the export and import tests (ADR 0061 split them by what they test): an author and
// another account, a picture server on loopback, and exporting, importing and reading back.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { unzipSync } from 'fflate'
import sharp from 'sharp'
import { afterAll, beforeAll, expect } from 'vitest'
import { ImageUploadResponseSchema } from '../../contract/images'
import { PostSchema, UserPostListSchema } from '../../contract/posts'
import { ImportResultSchema } from '../../contract/transfer'
import type { Dialect } from '../db/schema'
import { type TestApp, createTestApp } from '../../tests/setup/server'
import { type TestUser, bearer, createUser } from '../../tests/setup/users'
import { transferTesting } from './routes'

export const png = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer()

export async function multipart(
  files: { name: string; data: Buffer | Uint8Array; field?: string }[],
) {
  const form = new FormData()
  for (const file of files) {
    form.append(file.field ?? 'files', new Blob([new Uint8Array(file.data)]), file.name)
  }
  const request = new Request('http://quill.invalid', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}

export const md = (text: string) => Buffer.from(text)

export function transferSuite(dialect: Dialect) {
  const suite = {} as {
    t: TestApp
    author: TestUser
    other: TestUser
    pictureServer: http.Server
    pictureUrl: string
  }
  beforeAll(async () => {
    suite.t = await createTestApp(dialect)
    suite.author = await createUser(suite.t, { name: 'Port Author' })
    suite.other = await createUser(suite.t, { name: 'Port Other' })
    const picture = await png('#3366aa')
    suite.pictureServer = http.createServer((req, res) => {
      if (req.url === '/picture.png') {
        res.writeHead(200, { 'content-type': 'image/png' })
        res.end(picture)
      } else {
        res.writeHead(404)
        res.end()
      }
    })
    await new Promise<void>((resolve) => suite.pictureServer.listen(0, '127.0.0.1', resolve))
    suite.pictureUrl = `http://127.0.0.1:${(suite.pictureServer.address() as AddressInfo).port}/picture.png`
  })
  afterAll(async () => {
    transferTesting.fetchOptions = {}
    suite.pictureServer.close()
    await suite.t.close()
  })

  const uploadImage = async (user: TestUser, background: string) => {
    const body = await multipart([
      { name: 'photo.png', data: await png(background), field: 'image' },
    ])
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/api/images?key=quill',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user) },
    })
    expect(res.statusCode, res.body).toBe(200)
    return ImageUploadResponseSchema.parse(res.json()).data.url
  }
  const exportOf = async (user: TestUser) => {
    const res = await suite.t.app.inject({
      method: 'GET',
      url: '/api/export',
      headers: bearer(user),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="quill-export-/)
    expect(res.headers['cache-control']).toBe('private, no-store')
    return unzipSync(new Uint8Array(res.rawPayload))
  }
  const importAs = async (
    user: TestUser,
    files: { name: string; data: Buffer | Uint8Array; field?: string }[],
  ) => {
    const body = await multipart(files)
    return suite.t.app.inject({
      method: 'POST',
      url: '/api/import',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user) },
    })
  }
  const imported = async (user: TestUser, files: Parameters<typeof importAs>[1]) => {
    const res = await importAs(user, files)
    expect(res.statusCode, res.body).toBe(200)
    return ImportResultSchema.parse(res.json())
  }
  const postOf = async (user: TestUser, id: string) => {
    const res = await suite.t.app.inject({
      method: 'GET',
      url: `/api/post/${id}`,
      headers: bearer(user),
    })
    expect(res.statusCode, res.body).toBe(200)
    return PostSchema.parse(res.json())
  }
  const ownPosts = async (user: TestUser) => {
    const res = await suite.t.app.inject({
      method: 'GET',
      url: `/api/userPost?limit=100`,
      headers: { ...bearer(user), email: user.email },
    })
    expect(res.statusCode, res.body).toBe(200)
    return UserPostListSchema.parse(res.json())
  }
  return Object.assign(suite, { uploadImage, exportOf, importAs, imported, postOf, ownPosts })
}
