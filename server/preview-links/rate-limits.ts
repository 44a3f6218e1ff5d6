// The rate limits of this folder's routes, by name (ADR 0061). Who is counted, and where:
// server/plugins/rate-limit.ts.
import type { RateLimits } from '../http/rate-limits'

export const rateLimits = {
  // The editor's share button: made, looked at and stopped by hand, far less often than saves.
  manage: { max: 30, timeWindow: '1 minute' },
  // A preview opened by its readers, counted per address (routes.ts): a few readers behind one
  // address reload freely, while guessing 256-bit tokens gets nowhere at any rate.
  read: { max: 120, timeWindow: '1 minute' },
} as const satisfies RateLimits
