import { Button } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { Comment } from '../../../../contract/comments'
import type { SessionUser } from '../../../lib/auth/session'
import { moderationQueries } from '../../../lib/moderation/queries'
import { useHideComment } from '../use-hide-comment'
import { ReportButton } from '../../../components/report-button'

/**
 * A signed-in reader's Report on someone else's comment; Hide / Show for the post's author (on
 * their post) and for moderators (issue 26). In a chunk of its own, loaded with a session.
 */
export function CommentModeration({
  comment,
  user,
  postAuthorId,
}: {
  comment: Comment
  user: SessionUser
  postAuthorId: string | undefined
}) {
  const me = useQuery(moderationQueries.me(user.uid))
  const moderator = me.data?.moderator === true
  const postAuthor = postAuthorId !== undefined && postAuthorId === user.uid
  const own = comment.userId === user.uid
  const hide = useHideComment(moderator ? 'moderator' : 'author')
  // The post's author shows again only what they hid; a moderator anything.
  const canHide =
    moderator || (postAuthor && !own && (!comment.hidden || comment.hidden === 'author'))
  return (
    <>
      {canHide ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          aria-label={`${comment.hidden ? 'Show' : 'Hide'} the comment by ${comment.userName}`}
          onClick={() => hide.mutate({ commentId: comment._id, hidden: !comment.hidden })}
        >
          {comment.hidden ? 'Show' : 'Hide'}
        </Button>
      ) : null}
      {!own && !comment.hidden ? (
        <ReportButton
          targetType="comment"
          targetId={comment._id}
          label={`the comment by ${comment.userName}`}
        />
      ) : null}
    </>
  )
}
