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
      <Alert color="blue" role="status" title="Submitted for review">
        Waiting for review since{' '}
        <time dateTime={review.submittedAt}>{formatDate(review.submittedAt)}</time>. You can still
        edit it: it stays in the queue.
      </Alert>
    )
  }
  return (
    // Orange marks it apart from a draft waiting; the title in the text's colour, as orange text
    // on the light orange ground is too faint to read (axe's contrast rule).
    <Alert
      color="orange"
      role="status"
      title="Sent back by an editor"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {review.returnedAt ? (
        <Text size="sm" c="dimmed" mb={4}>
          <time dateTime={review.returnedAt}>{formatDate(review.returnedAt)}</time>
        </Text>
      ) : null}
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{review.note}</Text>
    </Alert>
  )
}
