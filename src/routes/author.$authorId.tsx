import { Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../components/not-found-page'
import { RouteError } from '../components/route-error'
import { AuthorHeader } from '../features/authors/components/author-header'
import { authorQueries } from '../features/authors/queries'
import { AuthorFeed } from '../features/posts/components/author-feed'
import { SubscribeForm } from '../features/subscriptions/components/subscribe-form'
import { PostFeedSkeleton } from '../features/posts/components/post-skeletons'
import { postQueries } from '../features/posts/queries'
import { isApiError } from '../lib/api-error'
import { authorMeta } from '../../contract/head/page-meta'
import { titleHead } from '../lib/page-title'
import { routeHead } from '../lib/route-head'

// An author's public page (issue 14): a lazy route chunk (autoCodeSplitting), so the first load
// carries none of it. The author and their first page of posts load side by side.
export const Route = createFileRoute('/author/$authorId')({
  loader: async ({ context: { queryClient }, params: { authorId } }) => {
    const posts = queryClient.prefetchInfiniteQuery(postQueries.authorFeed(authorId))
    try {
      const author = await queryClient.ensureQueryData(authorQueries.detail(authorId))
      await posts
      return { author }
    } catch (error) {
      if (isApiError(error, 404)) throw notFound()
      throw error
    }
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? routeHead(
          authorMeta(match.context.site, {
            id: loaderData.author.authorId,
            name: loaderData.author.displayName,
          }),
        )
      : titleHead(match.status === 'notFound' ? 'Author not found' : undefined),
  pendingMs: 100,
  pendingMinMs: 300,
  pendingComponent: () => (
    <Stack maw="46rem" mx="auto" gap="lg">
      <PostFeedSkeleton />
    </Stack>
  ),
  errorComponent: RouteError,
  notFoundComponent: () => <NotFoundPage title="Author not found" />,
  component: AuthorPage,
})

function AuthorPage() {
  const { authorId } = Route.useParams()
  const { data: author } = useSuspenseQuery(authorQueries.detail(authorId))
  return (
    <Stack maw="46rem" mx="auto" gap="xl">
      <AuthorHeader authorId={authorId} />
      <SubscribeForm authorId={authorId} authorName={author.displayName} />
      <AuthorFeed authorId={authorId} />
    </Stack>
  )
}
