import { Group, Stack, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { LinkAnchor } from '../../components/link-anchor'
import { PageLoader } from '../../components/page-loader'
import { ManagePostList } from '../../features/posts/components/manage-post-list'
import { postQueries } from '../../entities/post/queries'
import { titleHead } from '../../lib/page-title'
import { ReviewQueueLink } from '../../features/review-queue/review-queue'

export const Route = createFileRoute('/_auth/managePosts')({
  loader: ({ context: { queryClient, user } }) =>
    queryClient.infiniteQuery({ ...postQueries.userPosts(user.email), staleTime: 'static' }),
  head: ({ match }) => titleHead(match.context.site, 'Manage posts'),
  pendingComponent: () => <PageLoader label="Loading your posts" />,
  component: ManagePostsPage,
})

function ManagePostsPage() {
  const { user } = Route.useRouteContext()
  return (
    <Stack>
      <Title order={1}>Manage posts</Title>
      <Group gap="lg">
        <LinkAnchor to="/stats" size="sm">
          Statistics of all your posts
        </LinkAnchor>
        <ReviewQueueLink uid={user.uid} />
      </Group>
      <ManagePostList email={user.email} />
    </Stack>
  )
}
