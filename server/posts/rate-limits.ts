// The rate limits of this folder's routes, by name (ADR 0061). Who is counted, and where:
// server/plugins/rate-limit.ts.
import type { RateLimits } from '../http/rate-limits'

export const rateLimits = {
  newPost: { max: 30, timeWindow: '1 minute' },
  updatePost: { max: 60, timeWindow: '1 minute' },
  deletePost: { max: 30, timeWindow: '1 minute' },
  // The editor asks on every switch to Preview: more often than it saves.
  preview: { max: 60, timeWindow: '1 minute' },
  // Submitting for review, and sending back: each tells people, so fewer than saves.
  review: { max: 30, timeWindow: '1 minute' },
} as const satisfies RateLimits
