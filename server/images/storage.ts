// Where the built-in image host keeps its files, behind one interface with two implementations:
// a folder (DATA_DIR/images, the embedded default, here) and an S3-compatible bucket that every
// instance shares (s3-storage.ts). Either way a file is content-addressed: its name starts with
// the SHA-256 of the image's bytes (hosted.ts names an image and its variants), so identical
// images are stored once and a stored file never changes (hence immutable caching), and a reader
// sees a whole file or none.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { parseHostedImageName } from '../../contract/images'

/** Whether a name is one the host could have stored: an image, old or new, or a variant. */
export function isImageName(name: string): boolean {
  return parseHostedImageName(name) !== undefined
}

/** A stored image being read: its size, and its bytes as a stream the caller consumes. */
export interface ImageFile {
  size: number
  stream: Readable
}

export interface ImageStore {
  /** Where the images are, for the start-up log: a folder, or `s3://bucket/prefix`. */
  readonly location: string
  /**
   * Stores WebP bytes under a valid name (isImageName) that names these very bytes; storing a
   * name that is already there writes nothing.
   */
  save(name: string, data: Buffer): Promise<void>
  /** The image of a valid name (isImageName), or undefined when none is stored. */
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

  async save(name: string, data: Buffer): Promise<void> {
    const target = this.filePath(name)
    if (await this.has(name)) return

    await fs.mkdir(this.dir, { recursive: true })
    // A dot name is never an image name, so a half-written file is never served.
    const temp = path.join(this.dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`)
    try {
      await fs.writeFile(temp, data, { flag: 'wx' })
      await fs.rename(temp, target)
    } catch (error) {
      await fs.rm(temp, { force: true })
      throw error
    }
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
