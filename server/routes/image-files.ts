// `GET /images/:name`: the files the built-in image host stored (routes/images.ts takes the
// uploads). Outside /api because an image URL is public and cached for ever; app.ts registers it.
import fs from 'node:fs/promises'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../errors'
import { IMAGE_NAME_PATTERN } from '../images/storage'

const IMMUTABLE = 'public, max-age=31536000, immutable'

const imageFiles: FastifyPluginAsyncZod = async (app) => {
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
      const file = await fs.open(app.imageStore.filePath(name)).catch(() => {
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

// Encapsulated like any route plugin; named so the graph checks it comes after its store.
export default fp(imageFiles, {
  name: 'image-files',
  encapsulate: true,
  dependencies: ['image-store'],
})
