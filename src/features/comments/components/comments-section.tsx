import { Stack, Text, Title } from '@mantine/core'
import { Suspense } from 'react'
import { PageLoader } from '../../../components/page-loader'
import { useSession } from '../../../lib/auth/session'
import { CommentForm } from './comment-form'
import { CommentList } from './comment-list'

/** The comments under a post: the form for signed-in readers, then the list, newest first. */
export function CommentsSection({ postId }: { postId: string }) {
  const session = useSession()
  return (
    <Stack component="section" aria-labelledby="comments-heading" gap="md">
      <Title order={2} size="h3" id="comments-heading">
        Comments
      </Title>
      {session.status === 'signed-in' ? (
        <CommentForm postId={postId} user={session.user} />
      ) : session.status === 'signed-out' ? (
        <Text>You must logged in for make a comment</Text>
      ) : null}
      {/* The post shows as soon as it is there; the comments may still be on their way. */}
      <Suspense fallback={<PageLoader label="Loading comments" />}>
        <CommentList postId={postId} />
      </Suspense>
    </Stack>
  )
}
