import { Alert, Stack, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, useRouter } from '@tanstack/react-router'
import { LinkAnchor } from '../../components/link-anchor'
import { IdSchema } from '../../../contract/common'
import { NotFoundPage } from '../../components/not-found-page'
import { PageLoader } from '../../components/page-loader'
import { RouteError } from '../../components/route-error'
import { EditPostForm } from '../../features/posts/components/edit-post-form'
import { postQueries } from '../../features/posts/queries'
import { useSessionUser } from '../../lib/auth/session'
import { hasStatus } from '../../lib/http-status'

export const Route = createFileRoute('/_auth/post-edit/$postId')({
  loader: async ({ context: { queryClient }, params: { postId } }) => {
    if (!IdSchema.safeParse(postId).success) throw notFound()
    // Not 'static': a copy seeded from a list has a cut body, and the form needs all of it.
    const post = await queryClient.query(postQueries.detail(postId)).catch((error: unknown) => {
      if (hasStatus(error, 404)) throw notFound()
      throw error
    })
    if (post.bodyTruncated)
      await queryClient.refetchQueries({ queryKey: postQueries.detail(postId).queryKey })
  },
  pendingComponent: () => <PageLoader label="Loading the post" />,
  errorComponent: RouteError,
  notFoundComponent: () => <NotFoundPage title="Post not found" />,
  component: EditPostPage,
})

function EditPostPage() {
  const { postId } = Route.useParams()
  const router = useRouter()
  const navigate = Route.useNavigate()
  const user = useSessionUser()
  const { data: post } = useSuspenseQuery(postQueries.detail(postId))

  if (user?.email !== post.author) {
    return (
      <Stack>
        <Alert color="yellow" title="You can not edit this post" role="alert">
          <Text size="sm">Only the author of a post can edit it.</Text>
        </Alert>
        <LinkAnchor to="/post/$postId" params={{ postId }}>
          Read the post
        </LinkAnchor>
      </Stack>
    )
  }

  const goBack = () => {
    if (router.history.canGoBack()) router.history.back()
    else void navigate({ to: '/post/$postId', params: { postId } })
  }
  return <EditPostForm key={post._id} post={post} onSaved={goBack} />
}
