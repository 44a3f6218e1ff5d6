import { Group, Stack, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { LinkButton } from '../components/link-button'
import { PageLoader } from '../components/page-loader'
import { RouteError } from '../components/route-error'
import { PostFeed } from '../features/posts/components/post-feed'
import { postQueries } from '../features/posts/queries'
import { titleHead } from '../lib/page-title'

export const Route = createFileRoute('/')({
  loader: ({ context }) =>
    context.queryClient.infiniteQuery({ ...postQueries.feed(), staleTime: 'static' }),
  // Cached pages are shown as they are (a stale feed refetches in the background), so going
  // back to the feed never waits.
  // The feed is the site's front page: its title is the site's.
  head: () => titleHead(),
  pendingComponent: () => <PageLoader label="Loading posts" />,
  errorComponent: RouteError,
  component: FeedPage,
})

function FeedPage() {
  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1}>Latest posts</Title>
        <LinkButton to="/new-post" search={{ from: '/' }}>
          Create a new post
        </LinkButton>
      </Group>
      <PostFeed />
    </Stack>
  )
}
