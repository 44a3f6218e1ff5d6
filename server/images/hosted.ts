// An image on the built-in host is a set of files: the image itself, `<sha256>-<w>x<h>.webp`,
// and its narrower WebP variants for `srcset`, `<sha256>-<w>x<h>-w<width>.webp`
// (contract/images.ts names them; ADR 0020). These two functions store and remove the set as
// one, whichever store holds it, so no variant outlives its image.
import { createHash } from 'node:crypto'
import {
  IMAGE_VARIANT_WIDTHS,
  hostedImageName,
  imageVariantName,
  parseHostedImageName,
} from '../../contract/images'
import type { ProcessedImage } from './process'
import type { ImageStore } from './storage'

export interface StoredImage {
  /** The SHA-256 of the image's bytes, hex. */
  hash: string
  /** `<hash>-<width>x<height>.webp`: the file's name and the last segment of its URL. */
  name: string
  /** The image's bytes (its variants not counted). */
  size: number
}

/** The name a processed image is stored under: its bytes' hash, and its size in pixels. */
export function describeImage(image: Pick<ProcessedImage, 'data' | 'width' | 'height'>) {
  const hash = createHash('sha256').update(image.data).digest('hex')
  return { hash, name: hostedImageName(hash, image.width, image.height), size: image.data.length }
}

/**
 * Stores the variants first and the image last: the image's name is what a post carries and
 * what `save` checks, so once it is there its whole set is, and a set cut short by a failure is
 * completed by the next upload of the same image.
 */
export async function storeImage(store: ImageStore, image: ProcessedImage): Promise<StoredImage> {
  const stored = describeImage(image)
  if (await store.has(stored.name)) return stored
  await Promise.all(
    image.variants.map((variant) =>
      store.save(imageVariantName(stored.name, variant.width), variant.data),
    ),
  )
  await store.save(stored.name, image.data)
  return stored
}

/**
 * Removes an image and every variant it may have: each width of IMAGE_VARIANT_WIDTHS is tried
 * (removing a file that is not there is no error). A width ever dropped from that list must stay
 * tried here, or the variants stored at it would be orphaned. Old names (`<hash>.webp`) never had
 * variants.
 */
export async function deleteImage(store: ImageStore, name: string): Promise<void> {
  const parsed = parseHostedImageName(name)
  if (!parsed || parsed.variant !== undefined) return
  // The image first: from then on nothing links to the variants, whatever happens next.
  await store.delete(name)
  if (!parsed.size) return
  await Promise.all(
    IMAGE_VARIANT_WIDTHS.map((width) => store.delete(imageVariantName(name, width))),
  )
}
