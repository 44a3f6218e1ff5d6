// The rate limits of this folder's routes, by name (ADR 0061). Who is counted, and where:
// server/plugins/rate-limit.ts.
import type { RateLimits } from '../http/rate-limits'

export const rateLimits = {
  // Saved and unsaved as a reader scrolls, like a heart.
  bookmark: { max: 240, timeWindow: '1 minute' },
} as const satisfies RateLimits
