// The rate limits of this folder's routes, by name (ADR 0061). Who is counted, and where:
// server/plugins/rate-limit.ts.
import type { RateLimits } from '../http/rate-limits'

export const rateLimits = {
  // Follow buttons sit on every author and tag page, and on the empty feed's suggestions.
  follow: { max: 120, timeWindow: '1 minute' },
} as const satisfies RateLimits
