// Both image stores keep one contract: content-addressed, idempotent, whole images or none. The
// S3 one runs against an S3-compatible server on loopback (tests/setup/s3.ts).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type TestS3, startS3 } from '../../tests/setup/s3'
import { loadConfig } from '../config'
import { S3ImageStore } from './s3-storage'
import { FolderImageStore, type ImageStore, ImageStorageUnavailableError } from './storage'

let s3: TestS3
const folders: string[] = []
beforeAll(async () => {
  s3 = await startS3()
})
afterAll(async () => {
  await s3.close()
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
})

function s3Config(env: Record<string, string>) {
  const storage = loadConfig(env).imageStorage
  if (storage.kind !== 's3') throw new Error('not an S3 configuration')
  return storage
}

const stores: [string, () => ImageStore][] = [
  [
    'a folder',
    () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-images-'))
      folders.push(folder)
      return new FolderImageStore(path.join(folder, 'images'))
    },
  ],
  ['an S3 bucket', () => new S3ImageStore(s3Config(s3.env))],
]

const bytes = (text: string) => Buffer.from(`RIFF-not-really-webp ${text}`)

describe.each(stores)('the image store in %s', (_where, makeStore) => {
  let store: ImageStore
  beforeAll(() => {
    store = makeStore()
  })
  afterAll(() => store.close())

  test('stores bytes under their SHA-256 and streams them back whole', async () => {
    const data = bytes('first')
    const stored = await store.save(data)
    expect(stored.name).toMatch(/^[a-f0-9]{64}\.webp$/)
    expect(stored).toMatchObject({ hash: stored.name.slice(0, 64), size: data.length })
    expect(await store.has(stored.name)).toBe(true)
    const file = await store.open(stored.name)
    expect(file?.size).toBe(data.length)
    expect(file && (await buffer(file.stream))).toEqual(data)
  })

  test('the same bytes stored again, or twice at once, are one image', async () => {
    const data = bytes('twice')
    const [a, b] = await Promise.all([store.save(data), store.save(data)])
    const c = await store.save(data)
    expect(b).toEqual(a)
    expect(c).toEqual(a)
    const file = await store.open(a.name)
    expect(file && (await buffer(file.stream))).toEqual(data)
  })

  test('an image never stored is none, not an error', async () => {
    const name = `${'0'.repeat(64)}.webp`
    expect(await store.has(name)).toBe(false)
    expect(await store.open(name)).toBeUndefined()
  })

  test('a deleted image is gone; deleting one that is not there is no error', async () => {
    const stored = await store.save(bytes('deleted'))
    await store.delete(stored.name)
    expect(await store.has(stored.name)).toBe(false)
    expect(await store.open(stored.name)).toBeUndefined()
    await store.delete(stored.name)
  })
})

test('the folder holds only whole, named images: no temp file is left behind', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-images-'))
  folders.push(folder)
  const store = new FolderImageStore(folder)
  const stored = await Promise.all([store.save(bytes('a')), store.save(bytes('b'))])
  expect(fs.readdirSync(folder).sort()).toEqual(stored.map((s) => s.name).sort())
})

test('an S3 object carries the WebP type and the immutable cache header', async () => {
  const store = new S3ImageStore(s3Config(s3.env))
  const { name } = await store.save(bytes('headers'))
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  const head = await client.send(
    new HeadObjectCommand({ Bucket: s3.bucket, Key: `images/${name}` }),
  )
  expect(head.ContentType).toBe('image/webp')
  expect(head.CacheControl).toBe('public, max-age=31536000, immutable')
  client.destroy()
  store.close()
})

test.each([
  ['refuses the keys', { S3_SECRET_ACCESS_KEY: 'wrong' }],
  ['has no such bucket', { S3_BUCKET: 'no-such-bucket' }],
  ['does not answer', { S3_ENDPOINT: 'http://127.0.0.1:9' }],
])('a bucket that %s is a 503 (storage unavailable), never a missing image', async (_what, env) => {
  const store = new S3ImageStore(s3Config({ ...s3.env, ...env }))
  const name = `${'1'.repeat(64)}.webp`
  const unavailable = { name: 'ImageStorageUnavailableError', statusCode: 503 }
  await expect(store.open(name)).rejects.toMatchObject(unavailable)
  await expect(store.save(bytes('refused'))).rejects.toBeInstanceOf(ImageStorageUnavailableError)
  store.close()
})
