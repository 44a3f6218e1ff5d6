// The rate limits of this folder's routes, by name (ADR 0061). Who is counted, and where:
// server/plugins/rate-limit.ts.
import type { RateLimits } from '../http/rate-limits'

export const rateLimits = {
  // Search, per address (ADR 0053): a reader searches a few times a minute, and each search
  // reads the index and marks a page of hits; nobody's answer is kept, so a script searching
  // without pause would hold a core.
  search: { max: 120, timeWindow: '1 minute' },
} as const satisfies RateLimits
