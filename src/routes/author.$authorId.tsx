import { createFileRoute } from '@tanstack/react-router'
import { authorQueries } from '../entities/author/queries'
import { postQueries } from '../entities/post/queries'
import { AuthorNotFound, AuthorPageBody } from './-author-page'
import { AuthorPending, loadAuthorPage } from './-author-load'
import { authorHead } from './-author-route'

// An author's public page: a lazy route chunk (autoCodeSplitting), so the first load carries
// none of it (docs/decisions/0018).
export const Route = createFileRoute('/author/$authorId')({
  loader: ({ context: { queryClient }, params: { authorId } }) =>
    loadAuthorPage(
      queryClient,
      queryClient.query({ ...authorQueries.detail(authorId), staleTime: 'static' }),
      queryClient.infiniteQuery(postQueries.authorFeed(authorId)).catch(() => undefined),
    ),
  pendingMs: 100,
  pendingMinMs: 300,
  pendingComponent: AuthorPending,
  head: authorHead,
  notFoundComponent: AuthorNotFound,
  component: AuthorPage,
})

function AuthorPage() {
  const { authorId } = Route.useParams()
  return <AuthorPageBody authorId={authorId} />
}
