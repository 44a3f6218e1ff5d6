// The rate limits of this folder's routes, by name (ADR 0061). Who is counted, and where:
// server/plugins/rate-limit.ts.
import type { RateLimits } from '../http/rate-limits'

export const rateLimits = {
  // The post page's view and read beacons, per address (readers are not signed in): a reader
  // sends two a post; an office or a carrier's address shares its budget.
  viewBeacon: { max: 600, timeWindow: '1 minute' },
} as const satisfies RateLimits
