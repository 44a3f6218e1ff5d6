import { Divider, Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../components/not-found-page'
import { RouteError } from '../components/route-error'
import { CommentsSection } from '../features/comments/components/comments-section'
import { commentQueries } from '../features/comments/queries'
import { PostArticle, PostColumn } from '../features/posts/components/post-article'
import { PostOwnerActions } from '../features/posts/components/post-owner-actions'
import { PostArticleSkeleton } from '../features/posts/components/post-skeletons'
import { loadPost } from '../features/posts/load-post'
import { postQueries } from '../features/posts/queries'
import { postMeta } from '../../contract/head/page-meta'
import { titleHead } from '../lib/page-title'
import { routeHead } from '../lib/route-head'
import '@mantine/core/styles/Divider.css'

export const Route = createFileRoute('/post/$postId')({
  loader: async ({ context: { queryClient }, params: { postId } }) => {
    const post = loadPost(queryClient, postId)
    // Comments load beside the post, not after it; their section waits on its own.
    void queryClient.prefetchInfiniteQuery(commentQueries.list(postId))
    return { post: await post }
  },
  // The head describes the post as loaded (a list's copy has every fact it needs); a post not
  // not found is titled as the server titles its 404.
  head: ({ loaderData, match }) =>
    loaderData
      ? routeHead(postMeta(match.context.site, loaderData.post))
      : titleHead(match.status === 'notFound' ? 'Post not found' : undefined),
  // A post not in the cache shows its skeleton almost at once (a post from the feed is there
  // already, so it never flashes), and then for long enough to be seen rather than blink.
  pendingMs: 100,
  pendingMinMs: 300,
  pendingComponent: PostArticleSkeleton,
  errorComponent: RouteError,
  notFoundComponent: () => <NotFoundPage title="Post not found" />,
  component: PostPage,
})

function PostPage() {
  const { postId } = Route.useParams()
  const { data: post } = useSuspenseQuery(postQueries.detail(postId))
  return (
    <Stack gap="xl">
      <PostArticle postId={postId} />
      <PostColumn>
        <PostOwnerActions post={post} />
        <Divider mt="md" mb="xl" />
        <CommentsSection
          postId={postId}
          commentCount={post.commentCount}
          postAuthorId={post.authorId}
        />
      </PostColumn>
    </Stack>
  )
}
