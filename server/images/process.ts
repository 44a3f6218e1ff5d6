// Turns untrusted upload bytes into a clean WebP: decoding with sharp proves the bytes are an
// image, the pixel bound stops decompression bombs before any pixel is decoded, and re-encoding
// drops every piece of metadata (EXIF, GPS, XMP, IPTC) — sharp writes none unless asked to.
import sharp from 'sharp'
import { IMAGE_MAX_EDGE, IMAGE_MAX_PIXELS, imageVariantWidths } from '../../contract/images'
import { payloadTooLarge, unsupportedMediaType } from '../errors'

/** The image itself: the widest candidate, and what an old client or another site shows. */
const WEBP_QUALITY = 82
/**
 * The narrower variants: a browser picks one near the pixels it paints, so it is seen near 1:1,
 * where 82 costs a third more bytes than 75 for a difference SSIM barely registers (ADR 0020).
 */
const VARIANT_QUALITY = 75

/**
 * Raster formats a browser-made upload can be. SVG is refused: it is a document, not pixels,
 * and may reference other resources.
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'avif'])

export interface ProcessedImage {
  data: Buffer
  width: number
  height: number
  /** The same picture narrower, for `srcset`: one per IMAGE_VARIANT_WIDTHS below `width`. */
  variants: ImageVariant[]
}

export interface ImageVariant {
  width: number
  height: number
  data: Buffer
}

const notAnImage = () =>
  unsupportedMediaType('The file is not an image (JPEG, PNG, WebP, GIF, AVIF or TIFF)')
const tooManyPixels = () =>
  payloadTooLarge(`The image must be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels`)

/** sharp's "Input image exceeds pixel limit". */
const isPixelLimit = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message)

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  // The header alone gives the format and the dimensions, so a bomb is refused undecoded.
  let format: string | undefined
  let width = 0
  let height = 0
  try {
    ;({ format, width, height } = await sharp(input).metadata())
  } catch (error) {
    // sharp's own guard (268 megapixels) fires on the header already: too large, not "not an image".
    if (isPixelLimit(error)) throw tooManyPixels()
    throw notAnImage()
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage()
  if (width * height > IMAGE_MAX_PIXELS) throw tooManyPixels()

  try {
    // Decoded once, upright and at most IMAGE_MAX_EDGE: every output is encoded from these
    // pixels, so a variant is never a re-encoding of the stored WebP, and memory stays bounded by
    // one 2000 px picture however many variants there are.
    const { data: pixels, info: size } = await sharp(input, {
      limitInputPixels: IMAGE_MAX_PIXELS,
      failOn: 'error',
    })
      // Apply the EXIF orientation to the pixels before the EXIF itself is dropped.
      .rotate()
      .resize({
        width: IMAGE_MAX_EDGE,
        height: IMAGE_MAX_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
    const raw = { width: size.width, height: size.height, channels: size.channels }
    const decoded = () => sharp(pixels, { raw })
    const { data, info } = await decoded()
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true })
    const variants = await Promise.all(
      imageVariantWidths(info.width).map(async (variantWidth) => {
        const variant = await decoded()
          .resize({ width: variantWidth, withoutEnlargement: true })
          .webp({ quality: VARIANT_QUALITY })
          .toBuffer({ resolveWithObject: true })
        return { width: variant.info.width, height: variant.info.height, data: variant.data }
      }),
    )
    return { data, width: info.width, height: info.height, variants }
  } catch (error) {
    if (isPixelLimit(error)) throw tooManyPixels()
    // A header that parses over a body that does not (truncated or corrupt files).
    throw notAnImage()
  }
}
