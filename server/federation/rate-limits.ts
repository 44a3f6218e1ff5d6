// The rate limits of this folder's routes, by name (ADR 0061). Who is counted, and where:
// server/plugins/rate-limit.ts.
import type { RateLimits } from '../http/rate-limits'

export const rateLimits = {
  // Following someone on another server asks their server twice (WebFinger, the actor).
  followRemote: { max: 20, timeWindow: '1 minute' },
  // Other servers' deliveries, per address (ADR 0049): a busy instance's shared inbox sends a
  // few a second; more is a flood.
  inbox: { max: 600, timeWindow: '1 minute' },
  // Other servers' reads, per address and route (ADR 0053): an actor, an outbox, an article,
  // WebFinger, NodeInfo. A server fetches each once and keeps it for hours; more is a script
  // making the server build what it cannot keep (a new query string each time: ~30 ms a page).
  activityPubRead: { max: 120, timeWindow: '1 minute' },
} as const satisfies RateLimits
