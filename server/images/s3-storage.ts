// The images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …) through the official
// AWS SDK, so every instance behind a balancer stores and serves the same images. Objects are
// `images/<name>` (hosted.ts names them after the image's SHA-256); a PUT is atomic (readers see
// the whole object or none), and since a name stands for its content, two instances storing one
// image at once write the same bytes.
// Loaded only when S3_BUCKET is set, so the embedded default never loads the SDK.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Readable } from 'node:stream'
import type { ImageStorageConfig } from '../config'
import { type ImageFile, type ImageStore, ImageStorageUnavailableError } from './storage'

const PREFIX = 'images/'
const IMMUTABLE = 'public, max-age=31536000, immutable'

type S3Config = Extract<ImageStorageConfig, { kind: 's3' }>

export class S3ImageStore implements ImageStore {
  readonly location: string
  private readonly client: S3Client

  constructor(private readonly config: S3Config) {
    this.location = `s3://${config.bucket}/${PREFIX}`
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 requires them: several S3-compatible services refuse the
      // SDK's newer default ones. The name is the SHA-256 of the bytes anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A storage that does not answer fails the request (503) instead of holding it.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
      maxAttempts: 2,
    })
  }

  private key(name: string): string {
    return `${PREFIX}${name}`
  }

  async save(name: string, data: Buffer): Promise<void> {
    if (await this.has(name)) return
    const put = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: this.key(name),
      Body: data,
      ContentLength: data.length,
      ContentType: 'image/webp',
      // For whoever reads the bucket directly (a CDN in front of it, say).
      CacheControl: IMMUTABLE,
    })
    await this.client.send(put).catch((error: unknown) => {
      throw this.unavailable(error)
    })
  }

  async open(name: string): Promise<ImageFile | undefined> {
    const object = await this.unlessMissing(
      this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) })),
    )
    if (!object) return undefined
    const { Body: body, ContentLength: size } = object
    if (!(body instanceof Readable) || size === undefined) {
      throw this.unavailable(new Error(`${this.key(name)} came back without a body or a length`))
    }
    return { size, stream: body }
  }

  async has(name: string): Promise<boolean> {
    const head = await this.unlessMissing(
      this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) })),
    )
    return head !== undefined
  }

  async delete(name: string): Promise<void> {
    // S3 answers 204 for a key that is not there too.
    const command = new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) })
    await this.client.send(command).catch((error: unknown) => {
      throw this.unavailable(error)
    })
  }

  close(): void {
    this.client.destroy()
  }

  /** The answer, or undefined when there is no such object; any other failure is a 503. */
  private async unlessMissing<T>(request: Promise<T>): Promise<T | undefined> {
    try {
      return await request
    } catch (error) {
      // GET says NoSuchKey; HEAD has no body, so the SDK names it after its status. A missing
      // bucket is NoSuchBucket on GET and PUT: a 503, not a missing image.
      if (error instanceof S3ServiceException && ['NoSuchKey', 'NotFound'].includes(error.name)) {
        return undefined
      }
      throw this.unavailable(error)
    }
  }

  private unavailable(cause: unknown): ImageStorageUnavailableError {
    return new ImageStorageUnavailableError(
      `The image storage (${this.location}) did not answer as expected`,
      { cause },
    )
  }
}
