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
import { appWithUsers, requestAs, requestWith } from '../../tests/setup/suite'
import { type TestUser, bearer } from '../../tests/setup/users'
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
  const suite = Object.assign(
    appWithUsers(dialect, { author: 'Port Author', other: 'Port Other' }),
    { pictureServer: undefined as unknown as http.Server, pictureUrl: '' },
  )
  beforeAll(async () => {
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
  afterAll(() => {
    transferTesting.fetchOptions = {}
    suite.pictureServer.close()
  })

  const call = requestAs(suite)
  const send = requestWith(suite)
  const sendFiles = async (user: TestUser, url: string, files: Parameters<typeof multipart>[0]) => {
    const body = await multipart(files)
    return send('POST', url, { ...body.headers, ...bearer(user) }, body.payload)
  }
  const uploadImage = async (user: TestUser, background: string) => {
    const res = await sendFiles(user, '/api/images?key=quill', [
      { name: 'photo.png', data: await png(background), field: 'image' },
    ])
    expect(res.statusCode, res.body).toBe(200)
    return ImageUploadResponseSchema.parse(res.json()).data.url
  }
  const exportOf = async (user: TestUser) => {
    const res = await call('GET', '/api/export', user)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="quill-export-/)
    expect(res.headers['cache-control']).toBe('private, no-store')
    return unzipSync(new Uint8Array(res.rawPayload))
  }
  const importAs = (user: TestUser, files: Parameters<typeof multipart>[0]) =>
    sendFiles(user, '/api/import', files)
  const imported = async (user: TestUser, files: Parameters<typeof importAs>[1]) => {
    const res = await importAs(user, files)
    expect(res.statusCode, res.body).toBe(200)
    return ImportResultSchema.parse(res.json())
  }
  const postOf = async (user: TestUser, id: string) => {
    const res = await call('GET', `/api/post/${id}`, user)
    expect(res.statusCode, res.body).toBe(200)
    return PostSchema.parse(res.json())
  }
  const ownPosts = async (user: TestUser) => {
    const res = await send('GET', `/api/userPost?limit=100`, { ...bearer(user), email: user.email })
    expect(res.statusCode, res.body).toBe(200)
    return UserPostListSchema.parse(res.json())
  }
  /** Publishes an imported draft as the editor does: its text, a cover (its own, or one given). */
  const publish = async (user: TestUser, id: string, cover?: string) => {
    const draft = await postOf(user, id)
    const res = await send('PUT', `/api/updatePost/${id}`, bearer(user), {
      postBody: {
        postTitle: draft.postTitle,
        postBody: draft.postBody,
        image: draft.image || cover || (await uploadImage(user, '#224466')),
        status: 'published',
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    return postOf(user, id)
  }
  return Object.assign(suite, {
    uploadImage,
    exportOf,
    importAs,
    imported,
    postOf,
    ownPosts,
    publish,
  })
}
