// An author's page, by uid (`/author/$authorId`) or by handle (`/@{$handle}`): their head with a
// Follow button, a form to get their posts by email (docs/decisions/0037), then their posts. Only
// route components import it: it stays in their lazy chunks (a route's pendingComponent, which is
// not split off, must not import it).
import { Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { NotFoundPage } from '../components/not-found-page'
import { AuthorHeader } from '../features/authors/components/author-header'
import { FollowButton } from '../features/follows/components/follow-button'
import { AuthorFeed } from '../features/posts/components/author-feed'
import { SubscribeForm } from '../features/subscriptions/components/subscribe-form'
import { authorQueries } from '../entities/author/queries'
import { useT } from '../lib/i18n/context'
import pageTitles from '../locales/en/page-titles.messages.json'

export function AuthorPageBody({ authorId }: { authorId: string }) {
  const { data: author } = useSuspenseQuery(authorQueries.detail(authorId))
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
      <SubscribeForm authorId={authorId} authorName={author.displayName} />
      <AuthorFeed authorId={authorId} />
    </Stack>
  )
}

export function AuthorNotFound() {
  const title = useT(pageTitles)
  return <NotFoundPage title={title('pageTitles.authorNotFound')} />
}
