// Content-addressed image files under DATA_DIR/images: the name is the SHA-256 of the bytes,
// so identical images are stored once and a stored file never changes (hence immutable caching).
// Several instances may share the folder: writes go to a temp file and are renamed into place,
// so a reader sees a whole file or none.
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

export const IMAGE_NAME_PATTERN = /^[a-f0-9]{64}\.webp$/

export interface StoredImage {
  /** The SHA-256 of the bytes, hex. */
  hash: string
  /** `<hash>.webp`, the file's name and the last segment of its URL. */
  name: string
  size: number
}

export function imagesDir(dataDir: string): string {
  return path.join(dataDir, 'images')
}

/** The URL a stored image is served at: `GET /images/:name`, outside `/api`. */
export function imageUrl(publicUrl: string, name: string): string {
  return `${publicUrl}/images/${name}`
}

export class ImageStore {
  constructor(readonly dir: string) {}

  /** The file of a valid image name; callers check the name against IMAGE_NAME_PATTERN first. */
  filePath(name: string): string {
    return path.join(this.dir, name)
  }

  /** Stores WebP bytes under their hash; storing the same bytes again writes nothing. */
  async save(data: Buffer): Promise<StoredImage> {
    const hash = createHash('sha256').update(data).digest('hex')
    const name = `${hash}.webp`
    const target = this.filePath(name)
    const stored = { hash, name, size: data.length }
    if (await exists(target)) return stored

    await fs.mkdir(this.dir, { recursive: true })
    // A dot name never matches IMAGE_NAME_PATTERN, so a half-written file is never served.
    const temp = path.join(this.dir, `.${hash}.${randomBytes(6).toString('hex')}.tmp`)
    try {
      await fs.writeFile(temp, data, { flag: 'wx' })
      await fs.rename(temp, target)
    } catch (error) {
      await fs.rm(temp, { force: true })
      throw error
    }
    return stored
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file)
    return true
  } catch {
    return false
  }
}
