import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { LinkAnchor } from '../components/link-anchor'
import { PageLoader } from '../components/page-loader'
import { ReadingListFeed } from '../features/posts/components/post-feed'
import { postQueries } from '../entities/post/queries'
import { useSessionUser } from '../lib/auth/session'
import { titleHead } from '../lib/page-title'

// Issue 24 item 4: the posts a reader saved for later, the last saved first. Private: signed in
// only, and not drawn by the server.
export const Route = createFileRoute('/reading-list')({
  loader: async ({ context: { queryClient, session } }) => {
    const current = await session.ready()
    if (current.status !== 'signed-in') return
    await queryClient
      .infiniteQuery(postQueries.readingList(current.user.uid))
      .catch(() => undefined)
  },
  head: ({ match }) => titleHead(match.context.site, 'Reading list'),
  pendingComponent: () => <PageLoader label="Loading your reading list" />,
  component: ReadingListPage,
})

function ReadingListPage() {
  const user = useSessionUser()
  return (
    // The feed's column: the same cards as the home page, at the same width.
    <Stack maw="46rem" mx="auto" gap="lg">
      <Title order={1}>Reading list</Title>
      {user ? (
        <ReadingListFeed
          uid={user.uid}
          empty={
            <Text>
              Nothing saved yet. Save a post with its bookmark button to read it later; it waits
              here. <LinkAnchor to="/">See the latest posts</LinkAnchor>
            </Text>
          }
        />
      ) : (
        <Text>
          <LinkAnchor to="/login" search={{ redirect: '/reading-list' }}>
            Log in
          </LinkAnchor>{' '}
          to see your reading list.
        </Text>
      )}
    </Stack>
  )
}
