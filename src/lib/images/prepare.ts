// What a chosen image goes through before it is uploaded: its type checked at once, scaled down
// in the browser when it is too big (fit-image.ts), and its size checked again, so the user hears
// what is wrong before any byte is sent instead of after an upload that could never succeed.
import { IMAGE_MAX_BYTES, IMAGE_MAX_EDGE } from '../../../contract/images'
import { ApiError } from '../api-error'
import { fitImage } from './fit-image'

const MEGABYTES = IMAGE_MAX_BYTES / 1024 / 1024

/** The limit as the image field states it. */
export const IMAGE_LIMIT_TEXT = `JPEG, PNG, WebP or GIF, up to ${MEGABYTES} MB. Bigger photos are scaled down to ${IMAGE_MAX_EDGE} px before they are sent.`

export const IMAGE_MESSAGES = {
  required: 'Image is required',
  notAnImage: 'Choose an image file',
  // An SVG is a document, not pixels: the server refuses it.
  vector: 'Choose a photo or picture (JPEG, PNG, WebP or GIF), not an SVG',
  tooBig: `The image must be at most ${MEGABYTES} MB`,
} as const

/** What is wrong with the chosen file's type, or null. (Some systems give no type at all.) */
export function imageFileError(file: File): string | null {
  if (file.type === 'image/svg+xml') return IMAGE_MESSAGES.vector
  if (file.type && !file.type.startsWith('image/')) return IMAGE_MESSAGES.notAnImage
  return null
}

/** A refusal before upload, shaped like the server's: the message, and the `image` field's. */
function refused(message: string): ApiError {
  return new ApiError(message, 0, 'invalid_image', { image: message })
}

/** The file to upload in place of `file`; rejects with an ApiError naming the `image` field. */
export async function prepareImage(file: File): Promise<File> {
  const problem = imageFileError(file)
  if (problem) throw refused(problem)
  const fitted = await fitImage(file, { maxEdge: IMAGE_MAX_EDGE, maxBytes: IMAGE_MAX_BYTES })
  if (fitted.size > IMAGE_MAX_BYTES) throw refused(IMAGE_MESSAGES.tooBig)
  return fitted
}
