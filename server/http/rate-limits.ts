// What a rate limit is, and the two ways of counting one. Each capability declares its own limits
// by name in its `rate-limits.ts` (ADR 0061) and its routes name them (`rateLimit:
// rateLimits.newPost`, route.ts); server/plugins/rate-limit.ts counts them.
import type { FastifyRequest } from 'fastify'

export interface RateLimit {
  max: number
  timeWindow: string
}

/** A capability's limits, by name. */
export type RateLimits = Record<string, RateLimit>

/** The budget of one address: for calls made before signing in. */
export const byAddress = (request: FastifyRequest) => `ip:${request.ip}`

/** A limit counted per address, signed in or not. */
export const perAddress = (limit: RateLimit) => ({ ...limit, keyGenerator: byAddress })
