// Turns untrusted upload bytes into a clean WebP: decoding with sharp proves the bytes are an
// image, the pixel bound stops decompression bombs before any pixel is decoded, and re-encoding
// drops every piece of metadata (EXIF, GPS, XMP, IPTC) — sharp writes none unless asked to.
import sharp from 'sharp'
import { IMAGE_MAX_EDGE, IMAGE_MAX_PIXELS } from '../../contract/images'
import { payloadTooLarge, unsupportedMediaType } from '../errors'

const WEBP_QUALITY = 82

/**
 * Raster formats a browser-made upload can be. SVG is refused: it is a document, not pixels,
 * and may reference other resources.
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'avif'])

export interface ProcessedImage {
  data: Buffer
  width: number
  height: number
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
    const { data, info } = await sharp(input, {
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
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch (error) {
    if (isPixelLimit(error)) throw tooManyPixels()
    // A header that parses over a body that does not (truncated or corrupt files).
    throw notAnImage()
  }
}
