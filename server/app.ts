// The whole API server as one Fastify plugin. server.ts only listens; tests build the same app
// and drive it with app.inject().
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compress from '@fastify/compress'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import {
  type ZodTypeProvider,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { DatabaseHandle } from './db/database'
import { serializeRequest } from './logging'
import authPlugin from './plugins/auth'
import configPlugin from './plugins/config'
import databasePlugin from './plugins/database'
import errorHandler from './plugins/error-handler'
import identityPlugin from './plugins/identity'
import imageStore from './plugins/image-store'
import notificationBus from './plugins/notification-bus'
import openapi from './plugins/openapi'
import rateLimits from './plugins/rate-limit'
import security from './plugins/security'
import spa from './plugins/spa'
import api from './routes/api'
import imageFiles from './routes/image-files'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface AppOptions {
  config: Config
  database: DatabaseHandle
  /** The built client; defaults to ./dist. */
  distDir?: string
  /** Close the database with the app (default true). */
  closeDatabase?: boolean
  logger?: FastifyServerOptions['logger']
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options
  const app = Fastify({
    logger: options.logger ?? {
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
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // The API speaks JSON (and multipart for images): a text body is 415, not a string to validate.
  app.removeContentTypeParser('text/plain')

  await app.register(configPlugin, { config })
  await app.register(errorHandler)
  await app.register(security)
  await app.register(compress, { threshold: 1024 })
  await app.register(databasePlugin, {
    database: options.database,
    closeOnExit: options.closeDatabase ?? true,
  })
  await app.register(identityPlugin)
  await app.register(authPlugin)
  await app.register(notificationBus)
  await app.register(rateLimits)
  await app.register(openapi)
  await app.register(imageStore)
  await app.register(api, { prefix: '/api' })
  await app.register(imageFiles)
  await app.register(spa, {
    distDir: options.distDir ?? path.join(root, 'dist'),
  })
  return app
}
