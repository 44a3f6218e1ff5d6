// The review queue's calls (ADR 0074, addendum): not on the first load; the editor and the
// editors' list import them.
import type {
  PostReview,
  ReturnReviewInput,
  ReviewItem,
  ReviewOrder,
} from '../../../contract/reviews'
import { http, parsed, parsedPage } from '../../lib/http'

const schemas = () => import('../../../contract/reviews')

/** One keyset page of the drafts waiting for review. */
export interface ReviewPage {
  reviews: ReviewItem[]
  nextCursor: string | null
}

export async function getReviews(
  order: ReviewOrder,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  const { items, nextCursor } = await parsedPage(
    http.get('reviews', { searchParams: { order, ...(cursor ? { cursor } : {}) }, signal }),
    schemas().then((m) => m.ReviewListSchema),
  )
  return { reviews: items, nextCursor }
}

/** A contributor submits their draft; answers its review. */
export async function submitReview(postId: string): Promise<PostReview> {
  return parsed(
    http.post(`post/${encodeURIComponent(postId)}/review`),
    schemas().then((m) => m.PostReviewSchema),
  )
}

/** Its author takes a waiting draft out of the queue (204: nothing to read). */
export async function withdrawReview(postId: string): Promise<void> {
  await http.delete(`post/${encodeURIComponent(postId)}/review`)
}

/** An editor sends a waiting draft back with a note. */
export async function returnReview(postId: string, input: ReturnReviewInput): Promise<PostReview> {
  return parsed(
    http.post(`post/${encodeURIComponent(postId)}/review/return`, { json: input }),
    schemas().then((m) => m.PostReviewSchema),
  )
}
