// An author's page, by uid (`/author/$authorId`) or by handle (`/@{$handle}`): their head with a
// Follow button, then their posts.
import { Stack } from '@mantine/core'
import { AuthorHeader } from '../features/authors/components/author-header'
import { FollowButton } from '../features/follows/components/follow-button'
import { AuthorFeed } from '../features/posts/components/author-feed'
import { PostFeedSkeleton } from '../features/posts/components/post-skeletons'

export function AuthorPageBody({ authorId }: { authorId: string }) {
  return (
    <Stack maw="46rem" mx="auto" gap="xl">
      <AuthorHeader
        authorId={authorId}
        action={(author) => (
          <FollowButton
            target={{ kind: 'author', authorId: author.authorId }}
            name={author.displayName}
            followedByMe={author.followedByMe}
            followerCount={author.followerCount}
          />
        )}
      />
      <AuthorFeed authorId={authorId} />
    </Stack>
  )
}

export function AuthorPagePending() {
  return (
    <Stack maw="46rem" mx="auto" gap="lg">
      <PostFeedSkeleton />
    </Stack>
  )
}
