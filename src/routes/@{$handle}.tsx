import { createFileRoute } from '@tanstack/react-router'
import { AuthorNotFound, AuthorPageBody } from './-author-page'
import { AUTHOR_ROUTE, loadAuthorPage } from './-author-route'

// `/@handle` (docs/decisions/0036): the author who holds the handle, on the same page as
// `/author/$authorId`.
export const Route = createFileRoute('/@{$handle}')({
  ...AUTHOR_ROUTE,
  loader: ({ context: { queryClient }, params: { handle } }) =>
    loadAuthorPage(queryClient, { handle }),
  notFoundComponent: AuthorNotFound,
  component: HandlePage,
})

function HandlePage() {
  const { author } = Route.useLoaderData()
  return <AuthorPageBody authorId={author.authorId} />
}
