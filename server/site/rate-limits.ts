// The rate limits of this folder's routes, by name (ADR 0061). Who is counted, and where:
// server/plugins/rate-limit.ts.
import type { RateLimits } from '../http/rate-limits'

export const rateLimits = {
  // Setting a site up is done once; a burst of tries is a script.
  setup: { max: 10, timeWindow: '1 minute' },
  // An administrator at work saves settings and roles often, never hundreds a minute.
  manage: { max: 60, timeWindow: '1 minute' },
  // Each invitation is a mail: a few a minute is a person inviting their team.
  invite: { max: 20, timeWindow: '1 minute' },
} as const satisfies RateLimits
