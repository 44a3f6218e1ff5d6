// The rate limits of this folder's routes, by name (ADR 0061). Who is counted, and where:
// server/plugins/rate-limit.ts.
import type { RateLimits } from '../http/rate-limits'

export const rateLimits = {
  // Posts by email, counted per address (subscriptions/routes.ts): a few addresses a minute is
  // a person; besides, each address gets at most one confirmation an hour (ADR 0037).
  subscribe: { max: 10, timeWindow: '1 minute' },
  confirmSubscription: { max: 30, timeWindow: '1 minute' },
  // Mail providers send one-click unsubscribes from a few addresses of their own.
  unsubscribe: { max: 600, timeWindow: '1 minute' },
  deleteSubscription: { max: 60, timeWindow: '1 minute' },
} as const satisfies RateLimits
