// A hosted image's name and its variants' widths: plain functions, no schema, so what needs only
// these (the head builders on the first load, the responsive images) does not bring zod along.
/**
 * The widths (px) the built-in image host also stores each image at, as WebP, for `srcset`; only
 * those narrower than the image itself (never enlarged). The image itself, at most IMAGE_MAX_EDGE
 * wide, is the widest candidate. Chosen by measurement: docs/decisions/0020-responsive-images.md.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 640, 800, 1000, 1280, 1600] as const

/**
 * A hosted image's file name: `<sha256>-<width>x<height>.webp` (the hash of the image's bytes, its
 * size in pixels), a variant's `<sha256>-<width>x<height>-w<variant width>.webp`. Names from before
 * the variants are `<sha256>.webp`: no size, no variants.
 */
const HOSTED_NAME =
  /^([a-f0-9]{64})(?:-([1-9][0-9]{0,4})x([1-9][0-9]{0,4})(?:-w([1-9][0-9]{0,4}))?)?\.webp$/

export interface HostedImageName {
  hash: string
  /** The image's own size; absent on names from before the variants. */
  size?: { width: number; height: number }
  /** The width of this variant; absent on the image itself. */
  variant?: number
}

export function parseHostedImageName(name: string): HostedImageName | undefined {
  const match = HOSTED_NAME.exec(name)
  if (!match) return undefined
  const [, hash = '', width, height, variant] = match
  if (!width || !height) return { hash }
  const size = { width: Number(width), height: Number(height) }
  if (!variant) return { hash, size }
  // Only the widths the host makes, and only narrower than the image: anything else is no file.
  if (!imageVariantWidths(size.width).includes(Number(variant))) return undefined
  return { hash, size, variant: Number(variant) }
}

/** The name an image of this hash and size is stored under. */
export function hostedImageName(hash: string, width: number, height: number): string {
  return `${hash}-${width}x${height}.webp`
}

/** The variant widths an image `width` px wide has: the ones narrower than it. */
export function imageVariantWidths(width: number): number[] {
  return IMAGE_VARIANT_WIDTHS.filter((variant) => variant < width)
}

/** The name of an image's variant: `<name without .webp>-w<width>.webp`. */
export function imageVariantName(name: string, width: number): string {
  return `${name.replace(/\.webp$/, '')}-w${width}.webp`
}
