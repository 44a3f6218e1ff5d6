import { Badge, Button } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import type { Comment } from '../../../../contract/comments'
import { cancelWaitingComment } from '../paused-writes'
import { cancelWaitingEdit, useWaitingEdit } from '../use-change-comment'
import { useIsWaitingToSend } from '../use-create-comment'

const excerpt = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)

function WaitingBadge() {
  return (
    <Badge size="xs" color="yellow" variant="light" component="span">
      Waiting to send
    </Badge>
  )
}

/**
 * Where a confirmed comment shows its time: 'Posting…' while it is on its way, or, offline,
 * 'Waiting to send' and a way to cancel it (docs/decisions/0040).
 */
export function UnconfirmedMark({ comment }: { comment: Comment }) {
  const queryClient = useQueryClient()
  const waiting = useIsWaitingToSend(comment)
  if (!waiting) return 'Posting…'
  return (
    <>
      <WaitingBadge />{' '}
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        onClick={() => cancelWaitingComment(queryClient, comment)}
        aria-label={`Cancel sending your comment “${excerpt(comment.comment)}”`}
      >
        Cancel
      </Button>
    </>
  )
}

/**
 * Beside one's confirmed comment whose edit waits for the connection: 'Waiting to send' and a
 * way to take the edit back, which shows the old text again (docs/decisions/0040).
 */
export function WaitingEditMark({ comment }: { comment: Comment }) {
  const queryClient = useQueryClient()
  const waiting = useWaitingEdit(comment)
  if (waiting === undefined) return null
  return (
    <>
      {' '}
      <WaitingBadge />{' '}
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        onClick={() => cancelWaitingEdit(queryClient, waiting)}
        aria-label={`Cancel sending your edit “${excerpt(comment.comment)}”`}
      >
        Cancel
      </Button>
    </>
  )
}
