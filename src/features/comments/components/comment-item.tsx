import { Button, Card, Group, Text, Textarea } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { COMMENT_MAX, type Comment } from '../../../../contract/comments'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { ReaderDate } from '../../../components/reader-date'
import { UserAvatar } from '../../../components/user-avatar'
import type { SessionUser } from '../../../lib/auth/session'
import { useTextDraft } from '../../../lib/text-draft'
import { useDeleteComment, useEditComment } from '../use-change-comment'
import { isUnconfirmed } from '../use-create-comment'
import { CommentText } from './comment-text'
import { UnconfirmedMark, WaitingEditMark } from './unconfirmed-mark'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Card.css'
import classes from './comment-list.module.css'
import { type Translate, useT } from '../../../lib/i18n/context'
import comments from '../../../locales/en/comments.messages.json'

interface CommentItemProps {
  comment: Comment
  user: SessionUser | null
  /** The uid of the post's author, who may delete any comment on it. */
  postAuthorId: string | undefined
  className?: string | undefined
  style?: React.CSSProperties | undefined
  /** A reply, drawn under its comment: no card of its own, the thread's rule beside it. */
  nested?: boolean | undefined
  /** Whom it answers, said on a reply drawn at a level above the one it answers. */
  replyingTo?: string | undefined
  /** Actions before its own (Reply). */
  actions?: ReactNode
  /** What hangs under it: the reply box and the replies. */
  children?: ReactNode
}

/** One comment: who (avatar and name, linking to their page), when, 'edited'; its actions. */
export function CommentItem({
  comment,
  user,
  postAuthorId,
  className,
  style,
  nested = false,
  replyingTo,
  actions,
  children,
}: CommentItemProps) {
  // The text in the edit box: the comment's own when opened, or an edit refused when sent.
  const t = useT(comments)
  const [editing, setEditing] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const edit = useEditComment(comment.postId)
  const remove = useDeleteComment(comment.postId)
  const confirmed = !isUnconfirmed(comment)
  const mine = confirmed && user !== null && comment.userId === user.uid
  const canDelete = mine || (confirmed && user !== null && postAuthorId === user.uid)
  // A reply from another server (issue 29): its writer's page is there, and their handle says so.
  const name = comment.remote ? (
    <a className={classes.name} href={comment.remote.url} rel="noopener ugc">
      {comment.userName} <span className={classes.remote}>@{comment.remote.handle}</span>
    </a>
  ) : comment.userId ? (
    <Link className={classes.name} to="/author/$authorId" params={{ authorId: comment.userId }}>
      {comment.userName}
    </Link>
  ) : (
    <span className={classes.name}>{comment.userName}</span>
  )

  return (
    <Card
      component="li"
      withBorder={!nested}
      padding={nested ? 0 : 'sm'}
      bg={nested ? 'transparent' : undefined}
      // Its anchor (`#comment-<id>`); focusable from a link, not a tab stop.
      id={`comment-${comment._id}`}
      tabIndex={-1}
      className={[className, classes.comment].filter(Boolean).join(' ')}
      style={style}
    >
      <div className={classes.head}>
        <UserAvatar name={comment.userName} photoURL={comment.userPhotoURL} size={28} />
        <Text size="sm" component="div" className={classes.meta}>
          {name}{' '}
          <Text span size="xs" c="dimmed">
            {confirmed ? (
              <time dateTime={comment.time}>
                <ReaderDate iso={comment.time} />
              </time>
            ) : (
              <UnconfirmedMark comment={comment} />
            )}
            {comment.editedAt ? t('comments.edited') : null}
          </Text>
          {mine ? <WaitingEditMark comment={comment} /> : null}
          {replyingTo ? (
            <Text span size="xs" className={classes.replyingTo}>
              {' '}
              {t('comments.replyingTo', { name: replyingTo })}
            </Text>
          ) : null}
        </Text>
      </div>
      {editing !== null ? (
        <EditCommentForm
          initial={editing}
          onCancel={() => setEditing(null)}
          onSave={(text) => {
            setEditing(null)
            // Refused when sent (too long, the comment deleted meanwhile): the toast says why,
            // and the text comes back to its box rather than being lost.
            edit.mutate({ was: comment, comment: text }, { onError: () => setEditing(text) })
          }}
        />
      ) : comment.hiddenReason === 'blocked' ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t('comments.hiddenBlocked')}
        </Text>
      ) : (
        <>
          {comment.hidden ? (
            <Text size="xs" c="dimmed" fw={600}>
              {hiddenSays(t, comment.hidden)}
            </Text>
          ) : null}
          <CommentText text={comment.comment} />
        </>
      )}
      {(actions || mine || canDelete) && editing === null ? (
        <Group gap="xs" mt="xs">
          {actions}
          {mine ? (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => setEditing(comment.comment)}
              aria-label={t('comments.editYours', { excerpt: excerpt(comment.comment) })}
            >
              {t('comments.edit')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => setConfirming(true)}
              aria-label={t('comments.deleteThe', { excerpt: excerpt(comment.comment) })}
            >
              {t('comments.delete')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {children}
      <ConfirmDialog
        opened={confirming}
        message={t('comments.deleteQuestion')}
        confirmLabel={t('comments.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          remove.mutate(comment._id)
        }}
      />
    </Card>
  )
}

/** Said above a comment hidden from others, to those who still read it (issue 26). */
function hiddenSays(
  t: Translate<keyof typeof comments>,
  hidden: NonNullable<Comment['hidden']>,
): string {
  switch (hidden) {
    case 'moderator':
      return t('comments.hiddenByModerator')
    case 'author':
      return t('comments.hiddenByAuthor')
    case 'suspended':
      return t('comments.hiddenSuspended')
  }
}

const excerpt = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text)

function EditCommentForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string
  onSave: (text: string) => void
  onCancel: () => void
}) {
  const t = useT(comments)
  const draft = useTextDraft(initial)
  const field = useRef<HTMLTextAreaElement>(null)
  // Opening the editor takes the keyboard to it.
  useEffect(() => field.current?.focus(), [])
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const comment = draft.checked(t('comments.required'), COMMENT_MAX, t('comments.tooLong'))
        if (comment !== null) onSave(comment)
      }}
    >
      <Textarea label={t('comments.editLabel')} {...draft.field} rows={3} ref={field} />
      <Group gap="xs" mt="xs">
        <Button type="submit" size="compact-sm">
          {t('comments.save')}
        </Button>
        <Button type="button" size="compact-sm" variant="default" onClick={onCancel}>
          {t('comments.cancel')}
        </Button>
      </Group>
    </form>
  )
}
