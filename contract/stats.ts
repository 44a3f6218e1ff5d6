// Issue 28: an author's statistics, counted without cookies (docs/decisions/0046). A view is
// told by the post page's beacon (`POST /views`), never by the page's own answer, so a page
// served from a kept answer or a cache is counted like any other.
import * as z from 'zod/mini'
import { IdSchema } from './common'

/** `POST /views`: a post page was shown (`view`), or read to its end or 30 s (`read`). */
export const ViewBeaconSchema = z.object({
  postId: IdSchema,
  event: z.enum(['view', 'read']),
  /** `document.referrer` of a page drawn by the server; only its domain is kept. */
  referrer: z.optional(z.string().check(z.maxLength(2048))),
})
export type ViewBeacon = z.infer<typeof ViewBeaconSchema>

export const STATS_DAYS = ['7', '30', '90'] as const
export const StatsQuerySchema = z.object({ days: z._default(z.enum(STATS_DAYS), '30') })
export type StatsDays = (typeof STATS_DAYS)[number]

const count = z.number()

export const StatsTotalsSchema = z.object({
  views: count,
  visitors: count,
  reads: count,
  likes: count,
  comments: count,
  followers: count,
})

/** One UTC day (`YYYY-MM-DD`); every day of the period is there, a quiet one with zeros. */
export const StatsDaySchema = z.object({
  date: z.string(),
  views: count,
  visitors: count,
  reads: count,
})
export type StatsDay = z.infer<typeof StatsDaySchema>

export const PostStatsSchema = z.object({
  _id: IdSchema,
  postTitle: z.string(),
  views: count,
  visitors: count,
  reads: count,
  likes: count,
  comments: count,
})
export type PostStats = z.infer<typeof PostStatsSchema>

/**
 * The most referring sites kept for a post and day; views from any further one are counted
 * under OTHER_REFERRERS, so a flood of made-up referrers cannot grow the table (ADR 0046).
 */
export const REFERRERS_PER_POST_DAY = 50
/** The views of the sites past REFERRERS_PER_POST_DAY; no domain can be written so. */
export const OTHER_REFERRERS = '(other)'

/**
 * A referring site by its domain (`news.example`), or OTHER_REFERRERS; views with none are not
 * listed.
 */
export const ReferrerSchema = z.object({ source: z.string(), views: count })

/** `GET /stats` (all of the caller's posts) and `GET /stats/post/:postId` (one of them). */
export const StatsSchema = z.object({
  totals: StatsTotalsSchema,
  daily: z.array(StatsDaySchema),
  posts: z.array(PostStatsSchema),
  referrers: z.array(ReferrerSchema),
})
export type Stats = z.infer<typeof StatsSchema>

/** `POST /views` answers 202 whether or not the view is counted (a crawler's is not). */
export const ViewAcceptedSchema = z.object({})
