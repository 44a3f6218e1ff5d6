import { Group, Stack, Text, Title } from '@mantine/core'
import { useLocation } from '@tanstack/react-router'
import { Suspense } from 'react'
import { LinkAnchor } from '../../../components/link-anchor'
import { PageLoader } from '../../../components/page-loader'
import { useSession } from '../../../lib/auth/session'
import { CommentForm } from './comment-form'
import { CommentsBoundary } from './comments-boundary'
import { CommentList } from './comment-list'
import { type PostAuthor, PostAuthorContext } from '../post-author'
import { useT } from '../../../lib/i18n/context'
import comments from '../../../locales/en/comments.messages.json'

/**
 * The comments under a post: how many, the form for signed-in readers, then the list, newest
 * first. `postAuthorId` may delete any of them; `postAuthor` (with a handle) is offered first
 * when someone is mentioned.
 */
export function CommentsSection({
  postId,
  commentCount,
  postAuthorId,
  postAuthor,
  commentsEnabled = true,
}: {
  postId: string
  commentCount: number
  postAuthorId?: string | undefined
  postAuthor?: PostAuthor | undefined
  /** False once the post's author closed them (issue 26): the form gives way to a sentence. */
  commentsEnabled?: boolean
}) {
  const t = useT(comments)
  const session = useSession()
  // Back to this post's comments once signed in.
  const back = useLocation({ select: (location) => `${location.pathname}#comments-heading` })
  return (
    <PostAuthorContext.Provider value={postAuthor ?? null}>
      <Stack component="section" aria-labelledby="comments-heading" gap="md">
        <div>
          <Title order={2} size="h3" id="comments-heading">
            {t('comments.heading')}
          </Title>
          <Text c="dimmed" size="sm" data-testid="comment-count">
            {t('comments.count', { count: commentCount })}
          </Text>
        </div>
        {!commentsEnabled ? (
          <Text>{t('comments.closed')}</Text>
        ) : session.status === 'signed-in' ? (
          <CommentForm postId={postId} user={session.user} />
        ) : session.status === 'signed-out' ? (
          <Group gap="xs">
            {/* The spec's sentence, word for word, and the way to do what it asks. */}
            <Text>{t('comments.mustLogIn')}</Text>
            <LinkAnchor to="/login" search={{ redirect: back }}>
              {t('comments.signInToComment')}
            </LinkAnchor>
          </Group>
        ) : null}
        {/* The post shows as soon as it is there; the comments may still be on their way. */}
        <CommentsBoundary>
          <Suspense fallback={<PageLoader label={t('comments.loading')} />}>
            <CommentList postId={postId} postAuthorId={postAuthorId} />
          </Suspense>
        </CommentsBoundary>
      </Stack>
    </PostAuthorContext.Provider>
  )
}
