// The rate limits of this folder's routes, by name (ADR 0061). Who is counted, and where:
// server/plugins/rate-limit.ts.
import type { RateLimits } from '../http/rate-limits'

export const rateLimits = {
  // Per account once the ID token verifies, else per address: its key is made by the route.
  getToken: { max: 30, timeWindow: '1 minute' },
} as const satisfies RateLimits
