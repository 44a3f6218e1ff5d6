// `GET /images/:name`: the images the built-in image host stored, from its store (a folder or an
// S3 bucket; images/routes.ts takes the uploads). Outside /api because an image URL is public
// and cached for ever; app.ts registers it.
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../errors'
import { isImageName } from './storage'
import { route } from '../http/route'

const IMMUTABLE = 'public, max-age=31536000, immutable'

const imageFiles: FastifyPluginAsyncZod = async (app) => {
  route(app, {
    method: 'GET',
    url: '/images/:name',
    access: 'public',
    tag: 'images',
    summary:
      'A stored image or one of its narrower variants; its name holds the hash of its bytes, so it never changes',
    params: z.object({ name: z.string() }),
    response: {
      200: {
        description: 'The image (WebP), cached for ever',
        content: { 'image/webp': { schema: z.string() } },
      },
      304: {
        description: 'Not modified: the cached copy is this image (no body)',
        content: { 'image/webp': { schema: z.string().max(0) } },
      },
    },
    errors: [404],
    handler: async (request, typedReply) => {
      // The declared answers are bytes (a stream, or none for a 304), not the JSON the type
      // provider types a reply's payload as.
      const reply = typedReply as unknown as FastifyReply
      const { name } = request.params
      if (!isImageName(name)) throw notFound('No such image')
      // The name stands for the bytes: an image and each of its variants have their own.
      const etag = `"${name.replace(/\.webp$/, '')}"`
      // A revalidation needs no bytes: asking whether the image is there is enough.
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        if (!(await app.imageStore.has(name))) throw notFound('No such image')
        return reply.code(304).header('Cache-Control', IMMUTABLE).header('ETag', etag).send()
      }
      // Streamed from whichever store holds it (a folder, or a bucket), never buffered whole.
      const file = await app.imageStore.open(name)
      if (!file) throw notFound('No such image')
      return reply
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', etag)
        .type('image/webp')
        .header('Content-Length', file.size)
        .send(file.stream)
    },
  })
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '')
    return value === etag || value === '*'
  })
}

// Encapsulated like any route plugin; named so the graph checks it comes after its store.
export default fp(imageFiles, {
  name: 'image-files',
  encapsulate: true,
  dependencies: ['image-store'],
})
