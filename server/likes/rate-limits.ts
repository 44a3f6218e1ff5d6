// The rate limits of this folder's routes, by name (ADR 0061). Who is counted, and where:
// server/plugins/rate-limit.ts.
import type { RateLimits } from '../http/rate-limits'

export const rateLimits = {
  // A heart is tapped on and off as a reader scrolls.
  like: { max: 240, timeWindow: '1 minute' },
} as const satisfies RateLimits
