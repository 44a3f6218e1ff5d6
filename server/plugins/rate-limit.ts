// Per-IP rate limits for the calls worth abusing: token exchange and writes. Off by default;
// a route opts in with `config: { rateLimit: RATE_LIMITS.x }`. The counters live in memory, so
// with several instances each one counts for itself. RATE_LIMIT_FACTOR scales every limit (the
// end-to-end tests sign many users in from one address).
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../errors'

export const RATE_LIMITS = {
  getToken: { max: 30, timeWindow: '1 minute' },
  newPost: { max: 30, timeWindow: '1 minute' },
  newComment: { max: 60, timeWindow: '1 minute' },
} as const

export default fp(
  async function rateLimits(app: FastifyInstance) {
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
    await app.register(rateLimit, {
      global: false,
      // Thrown, so the central error handler answers it in the one error shape.
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'rate_limited',
          `Too many requests, please try again in ${context.after}`,
        ),
    })
  },
  { name: 'rate-limit', dependencies: ['config'] },
)
