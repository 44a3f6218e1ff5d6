// The rate limits of this folder's routes, by name (ADR 0061). Who is counted, and where:
// server/plugins/rate-limit.ts.
import type { RateLimits } from '../http/rate-limits'

export const rateLimits = {
  // Decoding up to 40 megapixels is the costliest thing a caller can ask for: bound it.
  upload: { max: 30, timeWindow: '1 minute' },
} as const satisfies RateLimits
