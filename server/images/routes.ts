// The built-in image host's upload: `POST /api/images` in imgbb's shape. The stored files are
// served outside /api, by images/root-routes.ts.
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IMAGE_MAX_BYTES, ImageUploadResponseSchema } from '../../contract/images'
import { now } from '../clock'
import { HttpError, badRequest, forbidden, payloadTooLarge } from '../errors'
import { processImage } from './process'
import { describeImage, storeImage } from './hosted'
import { imageUrl } from './storage'
import { recordUpload } from './uploads'
import { currentUser } from '../auth/current-user'
import { route } from '../http/route'
import { rateLimits } from './rate-limits'

const FIELD = 'image'

/**
 * The whole multipart body: the image and the framing around it. A longer declared
 * Content-Length is refused before a byte of the body is read (busboy's limits bound the rest).
 */
export const UPLOAD_BODY_LIMIT = IMAGE_MAX_BYTES + 64 * 1024

const UploadQuerySchema = z.object({
  /** imgbb's API key. The built-in host authorizes by the server token and ignores it. */
  key: z.string().max(200).optional(),
})

/**
 * What the document says the body is. multipart/form-data is read by the handler, part by part
 * (request.file()), never parsed into request.body, so the schema accepts whatever is there.
 */
const UploadBodySchema = z.unknown().meta({
  type: 'object',
  properties: { image: { type: 'string', format: 'binary' } },
  required: ['image'],
})

const images: FastifyPluginAsyncZod = async (app) => {
  const tooLarge = () =>
    payloadTooLarge(`The image must be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`)
  /** What reading a multipart body threw, as the 4xx it is. */
  const uploadError = (error: unknown) => {
    if (error instanceof HttpError) return error
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) return tooLarge()
    if (
      error instanceof app.multipartErrors.PartsLimitError ||
      error instanceof app.multipartErrors.FilesLimitError ||
      error instanceof app.multipartErrors.FieldsLimitError
    ) {
      return payloadTooLarge(`Send one image in the field "${FIELD}" and nothing more`)
    }
    return badRequest('The upload is not a well-formed multipart/form-data body')
  }

  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  })

  route(app, {
    method: 'POST',
    url: '/images',
    // As posting: a verified email (the new-post page is only reachable verified anyway), in
    // the upload's own words, once the declared size has passed.
    access: 'signedIn',
    checkAccessIn: 'preHandler',
    onRequest: async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > UPLOAD_BODY_LIMIT) throw tooLarge()
    },
    preHandler: async (request) => {
      if (!request.user?.emailVerified) {
        throw forbidden('Verify your email address before uploading images')
      }
    },
    rateLimit: rateLimits.upload,
    // An upload is no one's to read until a post names it.
    config: { publicAnswers: 'unchanged' },
    tag: 'images',
    summary: 'Upload an image (multipart field `image`); answers in imgbb’s shape',
    consumes: ['multipart/form-data'],
    querystring: UploadQuerySchema,
    body: UploadBodySchema,
    response: { 200: ImageUploadResponseSchema },
    handler: async (request) => {
      const missing = () =>
        badRequest(`Send the image as multipart/form-data in the field "${FIELD}"`)
      if (!request.isMultipart()) throw missing()

      // Everything that can go wrong while reading the body is the sender's doing: no boundary,
      // a part cut off, a stream that ends early. None of it is a 500.
      let input: Buffer
      try {
        const part = await request.file()
        if (!part || part.fieldname !== FIELD) throw missing()
        input = await part.toBuffer()
      } catch (error) {
        throw uploadError(error)
      }
      if (input.length === 0) throw missing()

      // Every check happens before anything touches the disk.
      const image = await processImage(input)
      // Recorded before it is stored, so the sweep of unused uploads (plugins/upload-sweep.ts)
      // sees a fresh upload of an image it is about to remove and leaves it.
      await recordUpload(app.database.db, {
        name: describeImage(image).name,
        uploaderId: currentUser(request).uid,
        at: now(),
      })
      // With its narrower variants, which the client finds by name (contract/images.ts).
      const stored = await storeImage(app.imageStore, image)
      const url = imageUrl(app.config.publicUrl, stored.name)
      request.log.info(
        { image: stored.name, size: stored.size, variants: image.variants.length },
        'image stored',
      )
      return {
        success: true,
        status: 200,
        data: {
          // imgbb's id is opaque: here the name without `.webp`, so `${id}.webp` is the file.
          id: stored.name.replace(/\.webp$/, ''),
          url,
          display_url: url,
          width: image.width,
          height: image.height,
          size: stored.size,
          mime: 'image/webp',
        },
      }
    },
  })
}

export default images
