import { Button } from '@mantine/core'
import { Suspense, lazy, useContext, useState } from 'react'
import type { SessionUser } from '../../../lib/auth/session'
import { CommentActionsSlot } from '../comment-actions-slot'
import { type ThreadNode, countReplies } from '../thread'
import { isUnconfirmed } from '../use-create-comment'
import { CommentItem } from './comment-item'
import classes from './comment-list.module.css'
import { useT } from '../../../lib/i18n/context'
import comments from '../../../locales/en/comments.messages.json'

// Drawn only once someone signed in acts (opens a reply box, blocks someone): their code comes
// then, so the post's chunk — which the login and register screens share — stays lean (ADR 0041).
const ReplyForm = lazy(() => import('./reply-form').then((m) => ({ default: m.ReplyForm })))
const BlockButton = lazy(() => import('./block-button').then((m) => ({ default: m.BlockButton })))

interface CommentThreadProps {
  node: ThreadNode
  user: SessionUser | null
  postAuthorId: string | undefined
  className?: string | undefined
  style?: React.CSSProperties | undefined
}

/** A comment with its Reply button and box, and the replies under it, which fold away. */
export function CommentThread({ node, user, postAuthorId, className, style }: CommentThreadProps) {
  const t = useT(comments)
  const [replying, setReplying] = useState(false)
  // Report, and Hide for the post's author and moderators (issue 26), when the route slots them.
  const commentActions = useContext(CommentActionsSlot)
  const [collapsed, setCollapsed] = useState(false)
  const { comment } = node
  // A comment the server has not confirmed has no id to answer yet.
  const canReply = user !== null && !isUnconfirmed(comment)
  const folded = countReplies(node)
  // Someone else's: one may block its writer (issue 26); a hidden one is not answered.
  const hidden = comment.hiddenReason === 'blocked'
  // Blocks are between people here; someone on another server is left to its moderators.
  const canBlock =
    canReply && comment.userId !== undefined && comment.userId !== user.uid && !comment.remote
  return (
    <CommentItem
      comment={comment}
      user={user}
      postAuthorId={postAuthorId}
      nested={node.level > 0}
      replyingTo={node.replyingTo}
      className={className}
      style={style}
      actions={
        canReply || canBlock ? (
          <>
            {canReply && !replying && !hidden ? (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => setReplying(true)}
                aria-label={t('comments.replyTo', { name: comment.userName })}
              >
                {t('comments.reply')}
              </Button>
            ) : null}
            {canBlock ? (
              <Suspense fallback={null}>
                <BlockButton comment={comment} />
              </Suspense>
            ) : null}
            {canReply && !hidden && commentActions ? (
              <Suspense fallback={null}>{commentActions({ comment, user, postAuthorId })}</Suspense>
            ) : null}
          </>
        ) : null
      }
    >
      {replying && user ? (
        <Suspense fallback={null}>
          <ReplyForm parent={comment} user={user} onClose={() => setReplying(false)} />
        </Suspense>
      ) : null}
      {node.replies.length > 0 ? (
        <>
          <Button
            size="compact-xs"
            variant="transparent"
            mt={4}
            px={0}
            // The card lays its children out in a column: the fold stays at the start, not stretched.
            style={{ alignSelf: 'flex-start' }}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((was) => !was)}
          >
            {collapsed ? t('comments.showReplies', { count: folded }) : t('comments.hideReplies')}
          </Button>
          {collapsed ? null : (
            <ul
              className={classes.replies}
              aria-label={t('comments.repliesTo', { name: comment.userName })}
            >
              {node.replies.map((reply) => (
                <CommentThread
                  key={reply.comment._id}
                  node={reply}
                  user={user}
                  postAuthorId={postAuthorId}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </CommentItem>
  )
}
