// The whole app as one Fastify plugin, as in fastify/demo: the plugins in the order their
// dependencies name, the API under /api, the image files, and the client. build-app.ts makes
// the Fastify instance it runs in; server.ts listens on that, tests inject into it.
import path from 'node:path'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { DatabaseHandle } from './db/database'
import allowedHosts from './plugins/allowed-hosts'
import authPlugin from './auth/auth-plugin'
import configPlugin from './plugins/config'
import databasePlugin from './plugins/database'
import errorHandler from './plugins/error-handler'
import identityPlugin from './plugins/identity'
import imageStore from './plugins/image-store'
import knownQuery from './plugins/known-query'
import jsonAnswers, { COMPRESS_THRESHOLD_BYTES } from './plugins/json-answers'
import publicAnswers from './plugins/public-answers'
import uploadSweep from './plugins/upload-sweep'
import jobs from './plugins/jobs'
import mail from './plugins/mail'
import scheduledPosts from './plugins/scheduled-posts'
import notificationBus from './plugins/notification-bus'
import openapi from './plugins/openapi'
import rateLimits from './plugins/rate-limit'
import security from './plugins/security'
import site from './plugins/site'
import siteInvitations from './plugins/site-invitations'
import spa from './plugins/spa'
import stats from './plugins/stats'
import api from './http/api'
import { findCapabilities } from './http/capabilities'
import federation from './plugins/federation'
import { projectRoot as root } from './project-root'

export interface AppOptions {
  config: Config
  database: DatabaseHandle
  /** The built client; defaults to ./dist. */
  distDir?: string
  /**
   * The built server render (`vite build --ssr`); defaults to ./dist-ssr beside the default
   * client. Without one, every page starts empty and the client draws it.
   */
  ssrDir?: string
  /** Close the database with the app (default true). */
  closeDatabase?: boolean
}

/** `value` with every NUL taken out of its strings, keys included. */
export function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '')
  if (Array.isArray(value)) return value.map(withoutNul)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key.replaceAll('\u0000', ''), withoutNul(item)]),
    )
  }
  return value
}

export default async function app(fastify: FastifyInstance, options: AppOptions) {
  fastify.setValidatorCompiler(validatorCompiler)
  fastify.setSerializerCompiler(serializerCompiler)
  // The API speaks JSON (and multipart for images): a text body is 415, not a string to validate.
  fastify.removeContentTypeParser('text/plain')
  // An empty JSON body is no body: many clients send `Content-Type: application/json` on every
  // request, a DELETE included. Anything else goes to Fastify's own parser (poisoning refused).
  const parseJson = fastify.getDefaultJsonParser('error', 'error')
  fastify.removeContentTypeParser('application/json')
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString()
    if (text.trim() === '') return done(null, undefined)
    // A NUL (which JSON can only write as \u0000) means nothing in anyone's text, and PostgreSQL
    // refuses it in `text` (a 500 where SQLite kept it): every string arrives without it.
    if (!text.includes('\\u0000')) return parseJson(request, text, done)
    return parseJson(request, text, (error, value) =>
      error ? done(error, undefined) : done(null, withoutNul(value)),
    )
  })

  await fastify.register(configPlugin, { config: options.config })
  await fastify.register(errorHandler)
  await fastify.register(security)
  await fastify.register(allowedHosts)
  // Public reads kept until the next write (ADR 0026): its hooks see the JSON before
  // json-answers compresses it, and send a kept answer through json-answers again.
  await fastify.register(publicAnswers, { maxBytes: options.config.publicAnswersMaxBytes })
  // Text answers get their ETag and their compression from json-answers (ADR 0021), before
  // @fastify/compress sees them: it then compresses only what they are not (streams).
  await fastify.register(jsonAnswers)
  await fastify.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES })
  await fastify.register(databasePlugin, {
    database: options.database,
    closeOnExit: options.closeDatabase ?? true,
  })
  await fastify.register(site)
  await fastify.register(identityPlugin)
  await fastify.register(authPlugin)
  await fastify.register(notificationBus)
  await fastify.register(rateLimits)
  await fastify.register(openapi)
  // Before the routes: it reads each /api route's query schema as the route is added (ADR 0057).
  await fastify.register(knownQuery)
  await fastify.register(imageStore)
  // The durable job queue (issue 23): background work that survives restarts, once per job.
  await fastify.register(jobs)
  await fastify.register(uploadSweep)
  // Posts by email (issue 24): confirmation and post mails, sent from the job queue.
  await fastify.register(mail)
  await fastify.register(siteInvitations)
  await fastify.register(federation)
  await fastify.register(scheduledPosts)
  // Readers' statistics (issue 28): counted in memory, written every few seconds.
  await fastify.register(stats)
  // Each capability's routes, found by its folder (ADR 0061): under /api, then those outside it
  // (image files, feeds and robots.txt, ActivityPub), all before the client's fallback.
  const capabilities = await findCapabilities()
  await fastify.register(api, { prefix: '/api', capabilities })
  for (const { rootRoutes } of capabilities) if (rootRoutes) await fastify.register(rootRoutes)
  await fastify.register(spa, {
    distDir: options.distDir ?? path.join(root, 'dist'),
    ssrDir: options.ssrDir ?? (options.distDir ? undefined : path.join(root, 'dist-ssr')),
  })
}
