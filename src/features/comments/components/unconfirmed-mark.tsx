import { Badge, Button } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import type { Comment } from '../../../../contract/comments'
import { cancelWaitingComment } from '../paused-writes'
import { useIsWaitingToSend } from '../use-create-comment'

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
      <Badge size="xs" color="yellow" variant="light" component="span">
        Waiting to send
      </Badge>{' '}
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        onClick={() => cancelWaitingComment(queryClient, comment)}
        aria-label={`Cancel sending your comment “${comment.comment.length > 40 ? `${comment.comment.slice(0, 40)}…` : comment.comment}”`}
      >
        Cancel
      </Button>
    </>
  )
}
