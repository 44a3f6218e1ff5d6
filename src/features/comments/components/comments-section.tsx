import { Stack, Text, Title } from '@mantine/core'
import { Suspense } from 'react'
import { PageLoader } from '../../../components/page-loader'
import { useSession } from '../../../lib/auth/session'
import { CommentForm } from './comment-form'
import { CommentList } from './comment-list'

/**
 * The comments under a post: how many, the form for signed-in readers, then the list, newest
 * first. `postAuthorId` may delete any of them.
 */
export function CommentsSection({
  postId,
  commentCount,
  postAuthorId,
  commentsEnabled = true,
}: {
  postId: string
  commentCount: number
  postAuthorId?: string | undefined
  /** False once the post's author closed them (issue 26): the form gives way to a sentence. */
  commentsEnabled?: boolean
}) {
  const session = useSession()
  return (
    <Stack component="section" aria-labelledby="comments-heading" gap="md">
      <div>
        <Title order={2} size="h3" id="comments-heading">
          Comments
        </Title>
        <Text c="dimmed" size="sm" data-testid="comment-count">
          {commentCount} {commentCount === 1 ? 'comment' : 'comments'}
        </Text>
      </div>
      {!commentsEnabled ? (
        <Text>Comments are closed</Text>
      ) : session.status === 'signed-in' ? (
        <CommentForm postId={postId} user={session.user} />
      ) : session.status === 'signed-out' ? (
        <Text>You must logged in for make a comment</Text>
      ) : null}
      {/* The post shows as soon as it is there; the comments may still be on their way. */}
      <Suspense fallback={<PageLoader label="Loading comments" />}>
        <CommentList postId={postId} postAuthorId={postAuthorId} />
      </Suspense>
    </Stack>
  )
}
