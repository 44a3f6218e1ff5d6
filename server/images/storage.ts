// Where the built-in image host keeps its files, behind one interface with two implementations:
// a folder (DATA_DIR/images, the embedded default, here) and an S3-compatible bucket that every
// instance shares (s3-storage.ts). Either way an image is content-addressed: its name is the
// SHA-256 of its bytes, so identical images are stored once and a stored image never changes
// (hence immutable caching), and a reader sees a whole image or none.
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

export const IMAGE_NAME_PATTERN = /^[a-f0-9]{64}\.webp$/

export interface StoredImage {
  /** The SHA-256 of the bytes, hex. */
  hash: string
  /** `<hash>.webp`, the file's name and the last segment of its URL. */
  name: string
  size: number
}

/** A stored image being read: its size, and its bytes as a stream the caller consumes. */
export interface ImageFile {
  size: number
  stream: Readable
}

export interface ImageStore {
  /** Where the images are, for the start-up log: a folder, or `s3://bucket/prefix`. */
  readonly location: string
  /** Stores WebP bytes under their hash; storing the same bytes again writes nothing. */
  save(data: Buffer): Promise<StoredImage>
  /** The image of a valid name (IMAGE_NAME_PATTERN), or undefined when none is stored. */
  open(name: string): Promise<ImageFile | undefined>
  /** Whether an image of a valid name is stored, without reading it. */
  has(name: string): Promise<boolean>
  /** Removes an image of a valid name; removing one that is not there is no error. */
  delete(name: string): Promise<void>
  /** Lets go of connections, when the app closes. */
  close(): void
}

/** The storage did not answer: the request fails with 503, and the cause goes to the log. */
export class ImageStorageUnavailableError extends Error {
  override name = 'ImageStorageUnavailableError'
  readonly statusCode = 503
}

/** The name and size WebP bytes are stored under. */
export function describeImage(data: Buffer): StoredImage {
  const hash = createHash('sha256').update(data).digest('hex')
  return { hash, name: `${hash}.webp`, size: data.length }
}

/** The URL a stored image is served at: `GET /images/:name`, outside `/api`. */
export function imageUrl(publicUrl: string, name: string): string {
  return `${publicUrl}/images/${name}`
}

/**
 * DATA_DIR/images. Several instances may share the folder (a network file system): writes go to
 * a temp file and are renamed into place.
 */
export class FolderImageStore implements ImageStore {
  constructor(readonly dir: string) {}

  get location(): string {
    return this.dir
  }

  private filePath(name: string): string {
    return path.join(this.dir, name)
  }

  async save(data: Buffer): Promise<StoredImage> {
    const stored = describeImage(data)
    const target = this.filePath(stored.name)
    if (await this.has(stored.name)) return stored

    await fs.mkdir(this.dir, { recursive: true })
    // A dot name never matches IMAGE_NAME_PATTERN, so a half-written file is never served.
    const temp = path.join(this.dir, `.${stored.hash}.${randomBytes(6).toString('hex')}.tmp`)
    try {
      await fs.writeFile(temp, data, { flag: 'wx' })
      await fs.rename(temp, target)
    } catch (error) {
      await fs.rm(temp, { force: true })
      throw error
    }
    return stored
  }

  async open(name: string): Promise<ImageFile | undefined> {
    // Open first and stat the open file, so a file removed meanwhile cannot turn into a 500.
    const file = await fs.open(this.filePath(name)).catch(() => undefined)
    if (!file) return undefined
    try {
      const { size } = await file.stat()
      return { size, stream: file.createReadStream() }
    } catch (error) {
      await file.close()
      throw error
    }
  }

  async has(name: string): Promise<boolean> {
    try {
      await fs.access(this.filePath(name))
      return true
    } catch {
      return false
    }
  }

  async delete(name: string): Promise<void> {
    await fs.rm(this.filePath(name), { force: true })
  }

  close(): void {}
}
