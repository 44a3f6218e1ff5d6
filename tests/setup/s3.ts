// An S3-compatible server on loopback for the tests that store images in a bucket:
// @20minutes/s3rver, which speaks the S3 REST protocol (SigV4-signed) over a temp folder.
// It accepts its own fixed key pair, S3RVER/S3RVER.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'

export interface TestS3 {
  endpoint: string
  bucket: string
  /** The folder the server keeps the bucket's objects in. */
  directory: string
  /** The configuration that makes Quill store its images in this bucket. */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startS3(bucket = 'quill-images'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
