// The rate limits of this folder's routes, by name (ADR 0061). Who is counted, and where:
// server/plugins/rate-limit.ts.
import type { RateLimits } from '../http/rate-limits'

export const rateLimits = {
  // Reporting is rare for a reader; a burst is a campaign (ADR 0043).
  report: { max: 10, timeWindow: '1 minute' },
  // A moderator works through a queue: hides, restores, suspensions, dismissals.
  moderate: { max: 120, timeWindow: '1 minute' },
} as const satisfies RateLimits
