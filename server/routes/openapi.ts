import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

const openapi: FastifyPluginAsyncZod = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}

export default openapi
