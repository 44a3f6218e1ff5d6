import { Divider, Stack } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../components/not-found-page'
import { PageLoader } from '../components/page-loader'
import { RouteError } from '../components/route-error'
import { CommentsSection } from '../features/comments/components/comments-section'
import { commentQueries } from '../features/comments/queries'
import { PostArticle } from '../features/posts/components/post-article'
import { loadPost } from '../features/posts/load-post'
import { titleHead } from '../lib/page-title'

export const Route = createFileRoute('/post/$postId')({
  loader: async ({ context: { queryClient }, params: { postId } }) => {
    const post = loadPost(queryClient, postId)
    // Comments load beside the post, not after it; their section waits on its own.
    void queryClient.prefetchInfiniteQuery(commentQueries.list(postId))
    return { title: (await post).postTitle }
  },
  head: ({ loaderData }) => titleHead(loaderData?.title),
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
