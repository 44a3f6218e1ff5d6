import { Alert, Text } from '@mantine/core'
import type { PostReview } from '../../../../contract/reviews'
import { useFormatDate } from '../../../lib/dates'

/**
 * Where a draft is in its review (ADR 0074, addendum), for its author and the editors: waiting
 * since when, or sent back, with the editor's note in full.
 */
export function ReviewState({ review }: { review: PostReview | undefined }) {
  const formatDate = useFormatDate()
  if (!review) return null
  if (review.state === 'submitted') {
    return (
      <Alert color="blue" role="status" title="Waiting for review">
        Waiting for review since{' '}
        <time dateTime={review.submittedAt}>{formatDate(review.submittedAt)}</time>. You can still
        edit it: it stays in the queue.
      </Alert>
    )
  }
  return (
    <Alert color="orange" role="status" title="Sent back by an editor">
      {review.returnedAt ? (
        <Text size="sm" c="dimmed" mb={4}>
          <time dateTime={review.returnedAt}>{formatDate(review.returnedAt)}</time>
        </Text>
      ) : null}
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.note}</Text>
    </Alert>
  )
}
