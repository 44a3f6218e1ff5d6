import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { route } from '../http/route'

const openapi: FastifyPluginAsyncZod = async (app) => {
  route(app, {
    method: 'GET',
    url: '/openapi.json',
    access: 'public',
    tag: 'system',
    summary: 'This document',
    hide: true,
    response: {},
    handler: async () => app.swagger(),
  })
}

export default openapi
