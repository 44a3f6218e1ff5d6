// A contributor's draft and its review (ADR 0074, addendum): where it is (waiting since when, or
// sent back with the editor's note) and what its author can do about it: submit it, or withdraw
// it while it waits. The edit form lends its save: "Submit for review" saves what is changed
// first; withdrawing leaves the form and its changes as they are.
import { Alert, Button, Text } from '@mantine/core'
import { useState } from 'react'
import type { PostReview } from '../../../../contract/reviews'
import { useFormatDate } from '../../../lib/dates'
import { useT } from '../../../lib/i18n/context'
import { withElements } from '../../../lib/i18n/elements'
import { writePost } from '../write-post-words'
import { notify } from '../../../lib/toast'
import { useSubmitReview } from '../use-submit-review'
import { useWithdrawReview } from '../use-withdraw-review'

/** The form's save of the draft as it is, then `then`; `failed` when it is refused or invalid. */
export type SaveDraftThen = (then: () => void, failed: () => void) => void

/**
 * Submitting a draft for review: its save first, then the submission, busy throughout; and
 * withdrawing it, which keeps the author on the form.
 */
export function useDraftReview(postId: string, saveDraftThen: SaveDraftThen, onDone: () => void) {
  const t = useT(writePost)
  const submission = useSubmitReview(postId)
  const withdrawal = useWithdrawReview(postId)
  const [reviewing, setReviewing] = useState(false)
  const submitForReview = () => {
    setReviewing(true)
    saveDraftThen(
      () =>
        submission.mutate(undefined, {
          onSuccess: () => {
            notify.success(t('writePost.submittedToast'))
            onDone()
          },
          onSettled: () => setReviewing(false),
        }),
      () => setReviewing(false),
    )
  }
  const withdraw = () =>
    withdrawal.mutate(undefined, {
      onSuccess: () => notify.success(t('writePost.withdrawnToast')),
    })
  return { reviewing, submitForReview, withdrawing: withdrawal.isPending, withdraw }
}

/** The draft's review, for its author and the editors, above the form. */
export function ReviewNotice({ review }: { review: PostReview | undefined }) {
  const t = useT(writePost)
  const formatDate = useFormatDate()
  if (!review) return null
  if (review.state === 'submitted') {
    return (
      <Alert color="blue" role="status" title={t('writePost.submittedTitle')}>
        {withElements((m) => t('writePost.waitingSince', { date: m.date }), {
          date: <time dateTime={review.submittedAt}>{formatDate(review.submittedAt)}</time>,
        })}
      </Alert>
    )
  }
  return (
    // Orange marks it apart from a draft waiting; the title in the text's colour, as orange text
    // on the light orange ground is too faint to read (axe's contrast rule).
    <Alert
      color="orange"
      role="status"
      title={t('writePost.sentBackTitle')}
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

interface ReviewButtonsProps {
  review: PostReview | undefined
  reviewing: boolean
  onSubmitForReview: () => void
  withdrawing: boolean
  onWithdraw: () => void
}

/**
 * The contributor's review button among the form's: a draft waiting is withdrawn, any other
 * submitted.
 */
export function ReviewButtons({
  review,
  reviewing,
  onSubmitForReview,
  withdrawing,
  onWithdraw,
}: ReviewButtonsProps) {
  const t = useT(writePost)
  if (review?.state === 'submitted') {
    return (
      <Button variant="default" loading={withdrawing} onClick={onWithdraw}>
        {t('writePost.withdrawFromReview')}
      </Button>
    )
  }
  return (
    <Button loading={reviewing} onClick={onSubmitForReview}>
      {t('writePost.submitForReview')}
    </Button>
  )
}
