// An author's page, by uid (`/author/$authorId`) or by handle (`/@{$handle}`): their head with a
// Follow button, then their posts. Only route components import it: it stays in their lazy
// chunks (a route's pendingComponent, which is not split off, must not import it).
import { Stack } from '@mantine/core'
import { AuthorHeader } from '../features/authors/components/author-header'
import { FollowButton } from '../features/follows/components/follow-button'
import { AuthorFeed } from '../features/posts/components/author-feed'

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
