import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../components/not-found-page'
import { RouteError } from '../components/route-error'
import { authorQueries } from '../features/authors/queries'
import { postQueries } from '../features/posts/queries'
import { isApiError } from '../lib/api-error'
import { AuthorPageBody } from './-author-page'
import { AuthorPending, authorHead } from './-author-route'

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
  head: authorHead,
  pendingMs: 100,
  pendingMinMs: 300,
  pendingComponent: AuthorPending,
  errorComponent: RouteError,
  notFoundComponent: () => <NotFoundPage title="Author not found" />,
  component: AuthorPage,
})

function AuthorPage() {
  const { authorId } = Route.useParams()
  return <AuthorPageBody authorId={authorId} />
}
