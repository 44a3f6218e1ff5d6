import { Group, Stack, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { LinkAnchor } from '../../components/link-anchor'
import { PageLoader } from '../../components/page-loader'
import { ManagePostList } from '../../features/posts/components/manage-post-list'
import { postQueries } from '../../entities/post/queries'
import { pageTitle } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import managePages from '../../locales/en/manage-pages.messages.json'
import { ReviewQueueLink } from '../../features/review-queue/review-queue'

export const Route = createFileRoute('/_auth/managePosts')({
  loader: ({ context: { queryClient, user } }) =>
    queryClient.infiniteQuery({ ...postQueries.userPosts(user.email), staleTime: 'static' }),
  head: pageTitle((t) => t('nav.managePosts')),
  pendingComponent: ManagePostsPending,
  component: ManagePostsPage,
})

function ManagePostsPending() {
  const t = useT(managePages)
  return <PageLoader label={t('managePages.loadingPosts')} />
}

function ManagePostsPage() {
  const { user } = Route.useRouteContext()
  const t = useT(managePages)
  const shell = useT()
  return (
    <Stack>
      <Title order={1}>{shell('nav.managePosts')}</Title>
      <Group gap="lg">
        <LinkAnchor to="/stats" size="sm">
          {t('managePages.allStats')}
        </LinkAnchor>
        <ReviewQueueLink uid={user.uid} />
      </Group>
      <ManagePostList email={user.email} />
    </Stack>
  )
}
