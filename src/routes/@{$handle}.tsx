import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../components/not-found-page'
import { RouteError } from '../components/route-error'
import { authorQueries } from '../features/authors/queries'
import { postQueries } from '../features/posts/queries'
import { isApiError } from '../lib/api-error'
import { AuthorPageBody } from './-author-page'
import { AuthorPending, authorHead } from './-author-route'

// `/@handle` (issue 24): the author who holds the handle, on the same page as `/author/$authorId`.
// The handle is looked up first; the author it finds seeds the page by uid, so a follow or a
// profile change reaches both addresses.
export const Route = createFileRoute('/@{$handle}')({
  loader: async ({ context: { queryClient }, params: { handle } }) => {
    try {
      const author = await queryClient.ensureQueryData(authorQueries.byHandle(handle))
      queryClient.setQueryData(authorQueries.detail(author.authorId).queryKey, author)
      await queryClient.prefetchInfiniteQuery(postQueries.authorFeed(author.authorId))
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
  component: HandlePage,
})

function HandlePage() {
  const { author } = Route.useLoaderData()
  return <AuthorPageBody authorId={author.authorId} />
}
