// The site's icon at the sizes phones and browsers ask for (docs/decisions/0076): made with sharp
// from the uploaded image, on the first request for each, and kept in memory while that image is
// the icon. Only the current icon's files exist: anyone may ask, but nobody can make the server
// resize an image that is not the icon.
import sharp from 'sharp'
import type { IconVariant } from '../../contract/site-images'
import type { ImageStore } from '../images/storage'

/** "<stem>-<variant>.png": the icon's stored name without `.webp`, then the size. */
const ICON_FILE = /^(.+?)-(32|180|192|512|maskable-512)\.png$/

export function parseIconFile(file: string): { stem: string; variant: IconVariant } | undefined {
  const match = ICON_FILE.exec(file)
  if (!match) return undefined
  return { stem: match[1] ?? '', variant: match[2] as IconVariant }
}

/** The safe zone of a maskable icon is the inner 80%: the picture sits in it, on white. */
const MASKABLE_INSET = 0.1

export async function makeIcon(source: Buffer, variant: IconVariant): Promise<Buffer> {
  if (variant === 'maskable-512') {
    const inner = Math.round(512 * (1 - 2 * MASKABLE_INSET))
    const edge = (512 - inner) / 2
    return sharp(source)
      .resize(inner, inner, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .extend({ top: edge, bottom: edge, left: edge, right: edge, background: '#ffffff' })
      .png()
      .toBuffer()
  }
  const size = Number(variant)
  return sharp(source).resize(size, size, { fit: 'cover' }).png({ compressionLevel: 9 }).toBuffer()
}

/** The icon's files as made so far; a new icon starts afresh. */
export function iconMaker(store: ImageStore) {
  let made: { icon: string; files: Map<IconVariant, Promise<Buffer>> } | undefined
  return async function iconFile(icon: string, variant: IconVariant): Promise<Buffer | undefined> {
    if (made?.icon !== icon) made = { icon, files: new Map() }
    const files = made.files
    let file = files.get(variant)
    if (!file) {
      file = (async () => {
        const stored = await store.open(icon)
        if (!stored) throw new Error('icon not stored')
        const chunks: Buffer[] = []
        for await (const chunk of stored.stream) chunks.push(chunk as Buffer)
        return makeIcon(Buffer.concat(chunks), variant)
      })()
      files.set(variant, file)
      // A failure is not kept: the next request tries again.
      file.catch(() => files.delete(variant))
    }
    return file.catch(() => undefined)
  }
}
