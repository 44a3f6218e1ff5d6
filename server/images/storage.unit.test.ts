// Both image stores keep one contract: named files, idempotent, whole files or none. The
// S3 one runs against an S3-compatible server on loopback (tests/setup/s3.ts).
import { createHash } from 'node:crypto'
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

/** Stores bytes under a name made as the host makes one (hosted.ts): the hash, and a size. */
async function saved(store: ImageStore, data: Buffer) {
  const name = `${createHash('sha256').update(data).digest('hex')}-40x30.webp`
  await store.save(name, data)
  return { name, size: data.length }
}

describe.each(stores)('the image store in %s', (_where, makeStore) => {
  let store: ImageStore
  beforeAll(() => {
    store = makeStore()
  })
  afterAll(() => store.close())

  test('stores bytes under their name and streams them back whole', async () => {
    const data = bytes('first')
    const stored = await saved(store, data)
    expect(await store.has(stored.name)).toBe(true)
    const file = await store.open(stored.name)
    expect(file?.size).toBe(data.length)
    expect(file && (await buffer(file.stream))).toEqual(data)
  })

  test('the same bytes stored again, or twice at once, are one image', async () => {
    const data = bytes('twice')
    const [a, b] = await Promise.all([saved(store, data), saved(store, data)])
    const c = await saved(store, data)
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
    const stored = await saved(store, bytes('deleted'))
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
  const stored = await Promise.all([saved(store, bytes('a')), saved(store, bytes('b'))])
  expect(fs.readdirSync(folder).sort()).toEqual(stored.map((s) => s.name).sort())
})

test('an S3 object carries the WebP type and the immutable cache header', async () => {
  const store = new S3ImageStore(s3Config(s3.env))
  const { name } = await saved(store, bytes('headers'))
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
  await expect(saved(store, bytes('refused'))).rejects.toBeInstanceOf(ImageStorageUnavailableError)
  store.close()
})
