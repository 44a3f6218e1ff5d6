// The Fastify instance Quill runs in, with the app plugin (app.ts) registered at its root:
// server.ts listens on it; the API tests and the benchmark inject into it or listen on it.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import app, { type AppOptions } from './app'
import { serializeRequest } from './logging'

export interface BuildAppOptions extends AppOptions {
  logger?: FastifyServerOptions['logger']
}

// Not encapsulated, so what the plugins decorate is on the instance that is returned.
const appPlugin = fp(app, { name: 'app', dependencies: [] })

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, logger, ...appOptions } = options
  const fastify = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: serializeRequest },
    },
    trustProxy: config.trustProxy,
    // Requests in flight finish on shutdown; idle keep-alive sockets close at once.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    // An email (up to 320 characters, more once percent-encoded) stands in /notification/:email.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
  }).withTypeProvider<ZodTypeProvider>()
  await fastify.register(appPlugin, { config, ...appOptions })
  return fastify
}
