// The rate limits of this folder's routes, by name (ADR 0061). Who is counted, and where:
// server/plugins/rate-limit.ts.
import type { RateLimits } from '../http/rate-limits'

export const rateLimits = {
  // An administrator writing pages saves often, never hundreds a minute.
  manage: { max: 60, timeWindow: '1 minute' },
} as const satisfies RateLimits
