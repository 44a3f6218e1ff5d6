// The Fastify instance Quill runs in, with the app plugin (app.ts) registered at its root:
// server.ts listens on it; the API tests and the benchmark inject into it or listen on it.
import type { Socket } from 'node:net'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import app, { type AppOptions } from './app'
import type { Config } from './config'
import { clientErrorHandler, frameworkErrors, shedWhileClosing } from './edge-errors'
import { type LogDestination, logDestination } from './log-destination'
import { AccessLog, loggerOptions } from './logging'
import { collectRoutes } from './route-table'

export interface BuildAppOptions extends AppOptions {
  logger?: FastifyServerOptions['logger']
}

// Not encapsulated, so what the plugins decorate is on the instance that is returned.
const appPlugin = fp(app, { name: 'app', dependencies: [] })

/**
 * The largest JSON body most routes take: a comment (5,000 characters) with room to spare.
 * Routes that take more say so (a post's text, the image upload).
 */
export const BODY_LIMIT = 64 * 1024

const INFO_OR_LOWER = new Set(['info', 'debug', 'trace'])
const logLevelTakesInfo = (level: string) => INFO_OR_LOWER.has(level)

/** Node checks its header and request time-outs on an interval: often enough to be on time. */
function checkingInterval({ headersTimeoutMs, requestTimeoutMs }: Config['connections']): number {
  return Math.max(50, Math.min(1_000, Math.floor(Math.min(headersTimeoutMs, requestTimeoutMs) / 4)))
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, logger, ...appOptions } = options
  const limits = config.connections
  const destination = logger || config.logLevel === 'silent' ? undefined : logDestination()
  const fastify = Fastify({
    logger: logger ?? loggerOptions(config.logLevel, destination?.stream),
    // One access-log line per request instead of Fastify's two (ADR 0038).
    // A logger given (a test's) decides its own level.
    logController: new AccessLog(
      destination?.stream,
      logger ? true : logLevelTakesInfo(config.logLevel),
    ),
    trustProxy: config.trustProxy,
    // Requests in flight finish on shutdown; idle keep-alive sockets close at once.
    forceCloseConnections: 'idle',
    bodyLimit: BODY_LIMIT,
    // A client that is slow on purpose holds a connection for a bounded time (docs/security.md):
    // the headers, the whole request, an idle keep-alive, and silence either way each have one.
    http: {
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: checkingInterval(limits),
    },
    // Answers made before any route runs still come in the one error shape (edge-errors.ts).
    frameworkErrors,
    clientErrorHandler,
    return503OnClosing: false,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    // An email (up to 320 characters, more once percent-encoded) stands in /notification/:email.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
  }).withTypeProvider<ZodTypeProvider>()
  collectRoutes(fastify)
  capConnections(fastify, limits.maxConnections)
  // Behind a balancer every connection comes from it: the share would cap everyone at once.
  if (!config.trustProxy) capPerAddress(fastify, limits.maxConnectionsPerAddress)
  shedWhileClosing(fastify)
  if (destination) reportDroppedLines(fastify, destination)
  await fastify.register(appPlugin, { config, ...appOptions })
  return fastify
}

/** Lines the log dropped while its reader was behind are counted in it, once a minute at most. */
function reportDroppedLines(fastify: FastifyInstance, destination: LogDestination): void {
  const timer = setInterval(() => {
    const dropped = destination.takeDropped()
    if (dropped > 0) fastify.log.warn({ dropped }, 'log lines dropped: the log was read too slowly')
  }, 60_000).unref()
  fastify.addHook('onClose', async () => clearInterval(timer))
}

/**
 * One address holds at most `share` connections; past it a new one is closed as it arrives, so
 * one client reopening idle sockets as they are cut cannot take every slot of the cap (issue 21:
 * 1,000 of them left a real client 2 of 259 requests answered).
 */
function capPerAddress(fastify: FastifyInstance, share: number): void {
  const open = new Map<string, number>()
  let lastWarning = 0
  fastify.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? ''
    const count = (open.get(address) ?? 0) + 1
    if (count > share) {
      socket.destroy()
      if (Date.now() - lastWarning >= 60_000) {
        lastWarning = Date.now()
        fastify.log.warn({ address, share }, 'one address holds its share of connections')
      }
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}

/** Past the cap, node closes new connections as they arrive; the log says so once a minute. */
function capConnections(fastify: FastifyInstance, max: number): void {
  fastify.server.maxConnections = max
  let lastWarning = 0
  fastify.server.on('drop', () => {
    if (Date.now() - lastWarning < 60_000) return
    lastWarning = Date.now()
    fastify.log.warn({ maxConnections: max }, 'connection cap reached: new connections are closed')
  })
}
