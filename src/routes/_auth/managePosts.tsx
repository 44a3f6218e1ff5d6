import { Stack, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PageLoader } from '../../components/page-loader'
import { RouteError } from '../../components/route-error'
import { ManagePostList } from '../../features/posts/components/manage-post-list'
import { postQueries } from '../../features/posts/queries'
import { useSessionUser } from '../../lib/auth/session'

export const Route = createFileRoute('/_auth/managePosts')({
  loader: async ({ context: { queryClient, session } }) => {
    const current = await session.ready()
    if (current.status !== 'signed-in') return
    await queryClient.infiniteQuery({
      ...postQueries.userPosts(current.user.email),
      staleTime: 'static',
    })
  },
  pendingComponent: () => <PageLoader label="Loading your posts" />,
  errorComponent: RouteError,
  component: ManagePostsPage,
})

function ManagePostsPage() {
  const user = useSessionUser()
  return (
    <Stack>
      <Title order={1}>Manage posts</Title>
      {user ? <ManagePostList email={user.email} /> : null}
    </Stack>
  )
}
