import { Divider, Stack } from '@mantine/core'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { IdSchema } from '../../contract/common'
import { NotFoundPage } from '../components/not-found-page'
import { PageLoader } from '../components/page-loader'
import { RouteError } from '../components/route-error'
import { CommentsSection } from '../features/comments/components/comments-section'
import { commentQueries } from '../features/comments/queries'
import { seedPostDetail } from '../features/posts/cache'
import { PostArticle } from '../features/posts/components/post-article'
import { postQueries } from '../features/posts/queries'
import { hasStatus } from '../lib/http-status'

const ignore = () => undefined

export const Route = createFileRoute('/post/$postId')({
  loader: async ({ context: { queryClient }, params: { postId } }) => {
    if (!IdSchema.safeParse(postId).success) throw notFound()
    // Comments load beside the post, not after it; their section waits on its own.
    void queryClient.infiniteQuery(commentQueries.list(postId)).catch(ignore)
    seedPostDetail(queryClient, postId)
    const detail = postQueries.detail(postId)
    try {
      const post = await queryClient.query({ ...detail, staleTime: 'static' })
      // Seeded from a list: show it now, and fetch the full body at once.
      if (post.bodyTruncated) void queryClient.query(detail).catch(ignore)
    } catch (error) {
      if (hasStatus(error, 404)) throw notFound()
      throw error
    }
  },
  pendingComponent: () => <PageLoader label="Loading the post" />,
  errorComponent: RouteError,
  notFoundComponent: () => <NotFoundPage title="Post not found" />,
  component: PostPage,
})

function PostPage() {
  const { postId } = Route.useParams()
  return (
    <Stack gap="xl">
      <PostArticle postId={postId} />
      <Divider />
      <CommentsSection postId={postId} />
    </Stack>
  )
}
