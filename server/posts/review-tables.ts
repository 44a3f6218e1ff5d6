// The review queue's table (migration 034, ADR 0074's addendum), merged into Kysely's Database.
import type { ReviewState } from '../../contract/reviews'

/** A draft's review while it lasts: submitted by its author, or sent back by an editor. */
export interface PostReviewsTable {
  post_id: string
  state: ReviewState
  submitted_at: string
  /** The author's uid, as they submitted it. */
  submitted_by: string
  /** Set while it is `returned`: when, by which editor, and what they said. */
  returned_at: string | null
  returned_by: string | null
  note: string | null
}

declare module '../db/schema' {
  interface Database {
    post_reviews: PostReviewsTable
  }
}
