// The site's documents outside /api: the web app manifest, named as the site is now (ADR 0074).
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { route } from '../http/route'
import { z } from 'zod'
import { webManifest } from './manifest'

const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8'

const siteDocuments: FastifyPluginAsyncZod = async (app) => {
  route(app, {
    method: 'GET',
    url: '/manifest.webmanifest',
    access: 'public',
    tag: 'site',
    summary: 'The web app manifest: the site’s name, description, language, colours and icons',
    response: {
      200: {
        description: 'A web app manifest (JSON)',
        content: { 'application/manifest+json': { schema: z.record(z.string(), z.unknown()) } },
      },
    },
    handler: async (_request, reply) => {
      const { settings } = await app.site()
      return reply
        .header('Cache-Control', app.config.publicCacheControl)
        .type(MANIFEST_TYPE)
        .send(webManifest(settings))
    },
  })
}

export default fp(siteDocuments, {
  name: 'site-documents',
  encapsulate: true,
  dependencies: ['config', 'site'],
})
