// The review queue (ADR 0074, "Addendum: the review queue"): a contributor submits a draft, the
// editors read the drafts that wait, and publish one or send it back with a note.
import * as z from 'zod/mini'
import { IdSchema, IsoDateSchema, PageQuerySchema, writtenText } from './common'

export const REVIEW_NOTE_MAX = 1000

export const reviewMessages = {
  noteRequired: 'Write a note for the author',
  noteTooLong: `The note must be at most ${REVIEW_NOTE_MAX} characters`,
  onlyDrafts: 'Only a draft can be submitted for review',
  notContributor: 'You publish your own posts: a review is for a contributor’s drafts',
  notWaiting: 'This draft is not waiting for review',
} as const

export const ReviewStateSchema = z.enum(['submitted', 'returned'])
export type ReviewState = z.infer<typeof ReviewStateSchema>

/**
 * Where a draft is in its review: only on its author's and the editors' answers, and only while
 * it is a draft (publishing it ends the review).
 */
export const PostReviewSchema = z.object({
  state: ReviewStateSchema,
  /** When it was (last) submitted. */
  submittedAt: IsoDateSchema,
  /** When an editor sent it back, with their note: only while it is `returned`. */
  returnedAt: z.optional(IsoDateSchema),
  note: z.optional(z.string()),
})
export type PostReview = z.infer<typeof PostReviewSchema>

/** One draft on the editors' list (`GET /reviews`). */
export const ReviewItemSchema = z.object({
  postId: IdSchema,
  postTitle: z.string(),
  slug: z.string(),
  authorId: z.string(),
  authorDisplayName: z.string(),
  authorPhotoURL: z.string(),
  submittedAt: IsoDateSchema,
  /** When its author last changed it, if after it was written. */
  editDate: z.optional(IsoDateSchema),
})
export type ReviewItem = z.infer<typeof ReviewItemSchema>
export const ReviewListSchema = z.array(ReviewItemSchema)

export const REVIEW_ORDERS = ['oldest', 'newest'] as const
export type ReviewOrder = (typeof REVIEW_ORDERS)[number]

/** `GET /reviews`: a queue, so the draft waiting longest comes first unless `newest` is asked. */
export const ReviewListQuerySchema = z.extend(PageQuerySchema, {
  order: z._default(z.enum(REVIEW_ORDERS), 'oldest'),
})

/** `POST /post/:postId/review/return`: the editor's note to the author. */
export const ReturnReviewInputSchema = z.object({
  note: writtenText(REVIEW_NOTE_MAX, reviewMessages.noteRequired, reviewMessages.noteTooLong),
})
export type ReturnReviewInput = z.input<typeof ReturnReviewInputSchema>
