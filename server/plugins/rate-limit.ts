// Rate limits for the calls worth abusing: the token exchange and every write. Off by default;
// a route opts in by naming one of its capability's limits (`rateLimit: rateLimits.x`, declared
// in server/<capability>/rate-limits.ts, ADR 0061). A write (POST, PUT, PATCH, DELETE) that
// does not stops the start-up.
//
// Who is counted: a signed-in caller by their account (the server token's subject), so users
// behind one office or carrier address do not share a budget; anyone else by IP address. The
// token exchange counts an ID token that verifies by its account, one that does not by address
// (server/auth/routes.ts), so 40 people signing in behind one NAT are not turned away (issue 21).
//
// Where: on PostgreSQL, in a table every instance shares (rate-limit/pg-store.ts), so N instances
// behind a balancer allow what one would; on SQLite (one instance), in memory.
//
// RATE_LIMIT_FACTOR scales every limit (the end-to-end tests sign many users in from one address).
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { bearerToken } from '../auth/bearer'
import { byAddress } from '../http/rate-limits'
import { HttpError } from '../errors'
import { ensureRateLimitTable, pgRateLimitStore, sweepRateLimits } from '../rate-limit/pg-store'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export default fp(
  async function rateLimits(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat()
      if (methods.some((method) => WRITES.has(method)) && !route.config?.rateLimit) {
        throw new Error(
          `${methods.join(',')} ${route.url} writes without a rate limit: give it config.rateLimit (its folder's rate-limits.ts)`,
        )
      }
    })

    const factor = app.config.rateLimitFactor
    if (factor !== 1) {
      // Runs before @fastify/rate-limit's own onRoute hook, which reads the route's limit.
      app.addHook('onRoute', (route) => {
        const limit = route.config?.rateLimit
        if (limit && typeof limit === 'object' && typeof limit.max === 'number') {
          route.config = {
            ...route.config,
            rateLimit: { ...limit, max: Math.max(1, Math.round(limit.max * factor)) },
          }
        }
      })
    }

    /**
     * The account of a valid server token, else the address. The limit may run before the
     * route's own authentication (an onRequest hook, where the upload authenticates in
     * preHandler), so the token is checked here too; a forged or expired one counts by address.
     */
    async function byAccount(request: FastifyRequest): Promise<string> {
      const user =
        request.user ??
        (await app.verifyAccessToken(bearerToken(request.headers.authorization)).catch(() => null))
      return user ? `user:${user.uid}` : byAddress(request)
    }

    const { db, dialect } = app.database
    let store
    if (dialect === 'postgres') {
      await ensureRateLimitTable(db)
      store = pgRateLimitStore(db)
      const stopSweeping = sweepRateLimits(db, (error) =>
        app.log.warn({ err: error }, 'could not sweep the rate-limit counters'),
      )
      // Registered after the database, so this runs before the pool ends.
      app.addHook('onClose', async () => stopSweeping())
    }

    await app.register(rateLimit, {
      global: false,
      keyGenerator: byAccount,
      ...(store ? { store } : {}),
      // Thrown, so the central error handler answers it in the one error shape.
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'rate_limited',
          `Too many requests, please try again in ${context.after}`,
        ),
    })
  },
  { name: 'rate-limit', dependencies: ['config', 'database', 'auth'] },
)
