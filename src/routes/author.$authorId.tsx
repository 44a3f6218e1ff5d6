import { createFileRoute } from '@tanstack/react-router'
import { AuthorNotFound, AuthorPageBody } from './-author-page'
import { AUTHOR_ROUTE, loadAuthorPage } from './-author-route'

// An author's public page: a lazy route chunk (autoCodeSplitting), so the first load carries
// none of it (docs/decisions/0018).
export const Route = createFileRoute('/author/$authorId')({
  ...AUTHOR_ROUTE,
  loader: ({ context: { queryClient }, params: { authorId } }) =>
    loadAuthorPage(queryClient, { authorId }),
  notFoundComponent: AuthorNotFound,
  component: AuthorPage,
})

function AuthorPage() {
  const { authorId } = Route.useParams()
  return <AuthorPageBody authorId={authorId} />
}
