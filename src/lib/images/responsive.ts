// What an <img> of a post's image needs to load only the pixels it paints: the built-in image
// host names each image after its hash and size and stores narrower WebP variants beside it
// (contract/image-names.ts, ADR 0020), so the srcset and the intrinsic size follow from the URL alone.
// Any other URL (an image from before the variants, an imgbb-compatible host) is shown as it is.
import {
  imageVariantName,
  imageVariantWidths,
  parseHostedImageName,
} from '../../../contract/image-names'

export interface ResponsiveImage {
  src: string
  srcSet?: string
  /** The image's own size, for `width`/`height`: the box is reserved before a byte arrives. */
  width?: number
  height?: number
}

export function responsiveImage(url: string): ResponsiveImage {
  // The host's files live at …/images/<name>; a query or fragment is not one of its URLs.
  const match = /^(.*\/images\/)([^/?#]+)$/.exec(url)
  const parsed = match ? parseHostedImageName(match[2] ?? '') : undefined
  if (!match || !parsed?.size || parsed.variant !== undefined) return { src: url }
  const [, base = '', name = ''] = match
  const { width, height } = parsed.size
  const candidates = imageVariantWidths(width).map(
    (variant) => `${base}${imageVariantName(name, variant)} ${variant}w`,
  )
  return { src: url, srcSet: [...candidates, `${url} ${width}w`].join(', '), width, height }
}
