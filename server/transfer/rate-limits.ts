// The rate limits of this folder's routes, by name (ADR 0061). Who is counted, and where:
// server/plugins/rate-limit.ts.
import type { RateLimits } from '../http/rate-limits'

export const rateLimits = {
  // Export and import read or write everything an author has: a few an hour is a person.
  exportPosts: { max: 10, timeWindow: '1 hour' },
  importPosts: { max: 20, timeWindow: '1 hour' },
} as const satisfies RateLimits
