import { createFileRoute } from '@tanstack/react-router'
import { authorQueries } from '../entities/author/queries'
import { AuthorNotFound, AuthorPageBody } from './-author-page'
import { AuthorPending, loadAuthorPage } from './-author-load'
import { authorHead } from './-author-route'

// `/@handle` (docs/decisions/0036): the author who holds the handle, on the same page as
// `/author/$authorId`. The author the handle finds seeds the page by uid, so a follow or a
// profile change reaches both addresses.
export const Route = createFileRoute('/@{$handle}')({
  loader: ({ context: { queryClient }, params: { handle } }) =>
    loadAuthorPage(
      queryClient,
      queryClient
        .query({ ...authorQueries.byHandle(handle), staleTime: 'static' })
        .then((author) => {
          queryClient.setQueryData(authorQueries.detail(author.authorId).queryKey, author)
          return author
        }),
    ),
  pendingMs: 100,
  pendingMinMs: 300,
  pendingComponent: AuthorPending,
  head: authorHead,
  notFoundComponent: AuthorNotFound,
  component: HandlePage,
})

function HandlePage() {
  const { author } = Route.useLoaderData()
  return <AuthorPageBody authorId={author.authorId} />
}
