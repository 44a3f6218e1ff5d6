import { Group, Stack, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { LinkAnchor } from '../../components/link-anchor'
import { PageLoader } from '../../components/page-loader'
import { ManagePostList } from '../../features/posts/components/manage-post-list'
import { postQueries } from '../../entities/post/queries'
import { pageTitle } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import deskPages from '../../locales/en/desk-pages.messages.json'
import { ReviewQueueLink } from '../../features/review-queue/review-queue'

export const Route = createFileRoute('/_auth/managePosts')({
  loader: ({ context: { queryClient, user } }) =>
    queryClient.infiniteQuery({ ...postQueries.userPosts(user.email), staleTime: 'static' }),
  head: pageTitle((t) => t('nav.managePosts')),
  pendingComponent: ManagePostsPending,
  component: ManagePostsPage,
})

function ManagePostsPending() {
  const t = useT(deskPages)
  return <PageLoader label={t('deskPages.loadingPosts')} />
}

function ManagePostsPage() {
  const { user } = Route.useRouteContext()
  const t = useT(deskPages)
  const shell = useT()
  return (
    <Stack>
      <Title order={1}>{shell('nav.managePosts')}</Title>
      <Group gap="lg">
        <LinkAnchor to="/stats" size="sm">
          {t('deskPages.allStats')}
        </LinkAnchor>
        <ReviewQueueLink uid={user.uid} />
      </Group>
      <ManagePostList email={user.email} />
    </Stack>
  )
}
