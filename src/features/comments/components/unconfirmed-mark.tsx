import { Badge, Button } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import type { Comment } from '../../../../contract/comments'
import { cancelWaitingComment } from '../paused-writes'
import { cancelWaitingEdit, useWaitingEdit } from '../use-change-comment'
import { useIsWaitingToSend } from '../use-create-comment'
import { useT } from '../../../lib/i18n/context'
import comments from '../../../locales/en/comments.messages.json'

const excerpt = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)

/** 'Waiting to send' and Cancel, named for what it takes back (a comment, or an edit of one). */
function WaitingToSend({
  what,
  text,
  onCancel,
}: {
  what: 'comment' | 'edit'
  text: string
  onCancel: () => void
}) {
  const t = useT(comments)
  return (
    <>
      <Badge size="xs" color="yellow" variant="light" component="span">
        {t('comments.waitingToSend')}
      </Badge>{' '}
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        onClick={onCancel}
        aria-label={t('comments.cancelSending', { what, excerpt: excerpt(text) })}
      >
        {t('comments.cancel')}
      </Button>
    </>
  )
}

/**
 * Where a confirmed comment shows its time: 'Posting…' while it is on its way, or, offline,
 * 'Waiting to send' and a way to cancel it (docs/decisions/0040).
 */
export function UnconfirmedMark({ comment }: { comment: Comment }) {
  const t = useT(comments)
  const queryClient = useQueryClient()
  const waiting = useIsWaitingToSend(comment)
  if (!waiting) return t('comments.posting')
  return (
    <WaitingToSend
      what="comment"
      text={comment.comment}
      onCancel={() => cancelWaitingComment(queryClient, comment)}
    />
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
      <WaitingToSend
        what="edit"
        text={comment.comment}
        onCancel={() => cancelWaitingEdit(queryClient, waiting)}
      />
    </>
  )
}
