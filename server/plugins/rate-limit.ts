// Rate limits for the calls worth abusing: the token exchange and every write. Off by default;
// a route opts in by naming one of RATE_LIMITS (`rateLimit: 'x'`, routes/route.ts; the image
// upload with its own UPLOAD_RATE_LIMIT). A write (POST, PUT, PATCH, DELETE) that does not stops
// the start-up.
//
// Who is counted: a signed-in caller by their account (the server token's subject), so users
// behind one office or carrier address do not share a budget; anyone else by IP address. The
// token exchange counts an ID token that verifies by its account, one that does not by address
// (routes/token.ts), so 40 people signing in behind one NAT are not turned away (issue 21).
//
// Where: on PostgreSQL, in a table every instance shares (rate-limit/pg-store.ts), so N instances
// behind a balancer allow what one would; on SQLite (one instance), in memory.
//
// RATE_LIMIT_FACTOR scales every limit (the end-to-end tests sign many users in from one address).
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { bearerToken } from '../bearer'
import { HttpError } from '../errors'
import { ensureRateLimitTable, pgRateLimitStore, sweepRateLimits } from '../rate-limit/pg-store'

/** The budget of one address: for calls made before signing in. */
export const byAddress = (request: FastifyRequest) => `ip:${request.ip}`

export const RATE_LIMITS = {
  // Per account once the ID token verifies, else per address: its key is made by the route.
  getToken: { max: 30, timeWindow: '1 minute' },
  newPost: { max: 30, timeWindow: '1 minute' },
  updatePost: { max: 60, timeWindow: '1 minute' },
  deletePost: { max: 30, timeWindow: '1 minute' },
  // The editor asks on every switch to Preview: more often than it saves.
  preview: { max: 60, timeWindow: '1 minute' },
  newComment: { max: 60, timeWindow: '1 minute' },
  editComment: { max: 60, timeWindow: '1 minute' },
  deleteComment: { max: 60, timeWindow: '1 minute' },
  // A heart is tapped on and off as a reader scrolls.
  like: { max: 240, timeWindow: '1 minute' },
  // Saved and unsaved as a reader scrolls, like a heart.
  bookmark: { max: 240, timeWindow: '1 minute' },
  // Follow buttons sit on every author and tag page, and on the empty feed's suggestions.
  follow: { max: 120, timeWindow: '1 minute' },
  // Following someone on another server asks their server twice (WebFinger, the actor).
  followRemote: { max: 20, timeWindow: '1 minute' },
  updateProfile: { max: 30, timeWindow: '1 minute' },
  // Blocking is rare; a burst of it is a script.
  block: { max: 30, timeWindow: '1 minute' },
  // Reporting is rare for a reader; a burst is a campaign (ADR 0043).
  report: { max: 10, timeWindow: '1 minute' },
  // A moderator works through a queue: hides, restores, suspensions, dismissals.
  moderate: { max: 120, timeWindow: '1 minute' },
  deleteNotification: { max: 120, timeWindow: '1 minute' },
  // Opening a notification marks it read: as often as a reader clicks.
  markRead: { max: 240, timeWindow: '1 minute' },
  // Posts by email, counted per address (routes/subscriptions.ts): a few addresses a minute is
  // a person; besides, each address gets at most one confirmation an hour (ADR 0037).
  subscribe: { max: 10, timeWindow: '1 minute' },
  confirmSubscription: { max: 30, timeWindow: '1 minute' },
  // Mail providers send one-click unsubscribes from a few addresses of their own.
  unsubscribe: { max: 600, timeWindow: '1 minute' },
  deleteSubscription: { max: 60, timeWindow: '1 minute' },
  // Export and import read or write everything an author has: a few an hour is a person.
  exportPosts: { max: 10, timeWindow: '1 hour' },
  importPosts: { max: 20, timeWindow: '1 hour' },
  // The post page's view and read beacons, per address (readers are not signed in): a reader
  // sends two a post; an office or a carrier's address shares its budget.
  viewBeacon: { max: 600, timeWindow: '1 minute' },
  // Other servers' deliveries, per address (ADR 0049): a busy instance's shared inbox sends a
  // few a second; more is a flood.
  inbox: { max: 600, timeWindow: '1 minute' },
  // Other servers' reads, per address and route (ADR 0053): an actor, an outbox, an article,
  // WebFinger, NodeInfo. A server fetches each once and keeps it for hours; more is a script
  // making the server build what it cannot keep (a new query string each time: ~30 ms a page).
  activityPubRead: { max: 120, timeWindow: '1 minute' },
  // Search, per address (ADR 0053): a reader searches a few times a minute, and each search
  // reads the index and marks a page of hits; nobody's answer is kept, so a script searching
  // without pause would hold a core.
  search: { max: 120, timeWindow: '1 minute' },
} as const

/** A limit of RATE_LIMITS counted per address, signed in or not. */
export const perAddress = (name: keyof typeof RATE_LIMITS) => ({
  ...RATE_LIMITS[name],
  keyGenerator: byAddress,
})

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export default fp(
  async function rateLimits(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat()
      if (methods.some((method) => WRITES.has(method)) && !route.config?.rateLimit) {
        throw new Error(
          `${methods.join(',')} ${route.url} writes without a rate limit: give it config.rateLimit (RATE_LIMITS)`,
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
