// The API: every capability's routes.ts under /api (ADR 0061), registered by app.ts with
// `prefix: '/api'`. Encapsulated like any route plugin, and named with the plugins its routes
// use, so registering it before one of them stops the start-up with an error that names both.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Capability } from './capabilities'

export interface ApiOptions {
  /** The capabilities found by their folders (capabilities.ts), in the order of their names. */
  capabilities: Capability[]
}

async function api(app: FastifyInstance, { capabilities }: ApiOptions) {
  for (const { routes } of capabilities) if (routes) await app.register(routes)
}

export default fp(api, {
  name: 'api',
  encapsulate: true,
  dependencies: [
    'config',
    'database',
    'identity',
    'auth',
    'notification-bus',
    'rate-limit',
    'openapi',
    'image-store',
    'mail',
    'stats',
    'federation',
  ],
})
