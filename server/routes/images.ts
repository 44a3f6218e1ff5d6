// The built-in image host: `POST /api/images` in imgbb's upload shape, and `GET /images/:name`
// serving what it stored. Registered without a prefix because the files live outside /api.
import fs from 'node:fs/promises'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBodySchema } from '../../contract/common'
import { IMAGE_MAX_BYTES, ImageUploadResponseSchema } from '../../contract/images'
import { badRequest, notFound, payloadTooLarge } from '../errors'
import { processImage } from '../images/process'
import { IMAGE_NAME_PATTERN, ImageStore, imageUrl, imagesDir } from '../images/storage'

const FIELD = 'image'
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Decoding up to 40 megapixels is the costliest thing a caller can ask for: bound it per IP. */
export const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const

const UploadQuerySchema = z.object({
  /** imgbb's API key. The built-in host authorizes by the server token and ignores it. */
  key: z.string().max(200).optional(),
})

const images: FastifyPluginAsyncZod = async (app) => {
  const store = new ImageStore(imagesDir(app.config.dataDir))
  const tooLarge = () =>
    payloadTooLarge(`The image must be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`)

  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  })

  app.post(
    '/api/images',
    {
      preHandler: app.authenticate,
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags: ['images'],
        summary: 'Upload an image (multipart field `image`); answers in imgbb’s shape',
        consumes: ['multipart/form-data'],
        querystring: UploadQuerySchema,
        response: { 200: ImageUploadResponseSchema, '4xx': ErrorBodySchema },
      },
    },
    async (request) => {
      const missing = () =>
        badRequest(`Send the image as multipart/form-data in the field "${FIELD}"`)
      if (!request.isMultipart()) throw missing()
      const part = await request.file()
      if (!part || part.fieldname !== FIELD) throw missing()

      let input: Buffer
      try {
        input = await part.toBuffer()
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge()
        throw error
      }
      if (input.length === 0) throw missing()

      // Every check happens before anything touches the disk.
      const image = await processImage(input)
      const stored = await store.save(image.data)
      const url = imageUrl(app.config.publicUrl, stored.name)
      request.log.info({ image: stored.name, size: stored.size }, 'image stored')
      return {
        success: true,
        status: 200,
        data: {
          id: stored.hash,
          url,
          display_url: url,
          width: image.width,
          height: image.height,
          size: stored.size,
          mime: 'image/webp',
        },
      }
    },
  )

  app.get(
    '/images/:name',
    {
      schema: {
        tags: ['images'],
        summary: 'A stored image; its name is the hash of its bytes, so it never changes',
        params: z.object({ name: z.string() }),
      },
    },
    async (request, reply) => {
      const { name } = request.params
      if (!IMAGE_NAME_PATTERN.test(name)) throw notFound('No such image')
      // Open first and stat the open file, so a file removed meanwhile cannot turn into a 500.
      const file = await fs.open(store.filePath(name)).catch(() => {
        throw notFound('No such image')
      })
      const { size } = await file.stat()
      const etag = `"${name.slice(0, 64)}"`
      reply.header('Cache-Control', IMMUTABLE).header('ETag', etag).type('image/webp')
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        await file.close()
        return reply.code(304).send()
      }
      return reply.header('Content-Length', size).send(file.createReadStream())
    },
  )
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '')
    return value === etag || value === '*'
  })
}

export default images
