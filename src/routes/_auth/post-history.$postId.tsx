import { Alert, Stack, Text, Title } from '@mantine/core'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { LinkAnchor } from '../../components/link-anchor'
import { NotFoundPage } from '../../components/not-found-page'
import { PageLoader } from '../../components/page-loader'
import { RevisionHistory } from '../../features/post-history/components/revision-history'
import { isApiError } from '../../lib/api-error'
import { titleHead } from '../../lib/page-title'
import { POST_PAGE, postParams } from '../../lib/post-link'

// A post's history (issue 27): its author's saved versions, a word-level diff against the post as
// it is now, and Restore. A lazy route chunk with its fetchers and the diff.
export const Route = createFileRoute('/_auth/post-history/$postId')({
  loader: async ({ context: { queryClient }, params: { postId } }) => {
    // The fetchers come with the screen's own chunk, never on the first load (ADR 0018).
    const { revisionQueries } = await import('../../features/post-history/queries')
    try {
      await queryClient.query({ ...revisionQueries.list(postId), staleTime: 'static' })
      return { refused: false }
    } catch (error) {
      if (isApiError(error, 404)) throw notFound()
      // Someone else's post: said plainly on the page, as the editor says it.
      if (isApiError(error, 403)) return { refused: true }
      throw error
    }
  },
  head: ({ match }) => titleHead(match.context.site, 'History'),
  pendingComponent: () => <PageLoader label="Loading the history" />,
  notFoundComponent: () => <NotFoundPage title="Post not found" />,
  component: HistoryPage,
})

function HistoryPage() {
  const { postId } = Route.useParams()
  const { refused } = Route.useLoaderData()
  if (refused) {
    return (
      <Stack>
        <Title order={1}>History</Title>
        <Alert color="yellow" title="You can not see this history" role="alert">
          <Text size="sm">Only the author of a post can see its versions.</Text>
        </Alert>
        <LinkAnchor to={POST_PAGE} params={postParams(postId)}>
          Read the post
        </LinkAnchor>
      </Stack>
    )
  }
  return (
    <Stack>
      <div>
        <Title order={1}>History</Title>
        <Text c="dimmed">
          Every saved version of this post. Choose one to see what it would change back; restoring
          it saves it as a new version, so nothing is lost.
        </Text>
      </div>
      <LinkAnchor to="/post-edit/$postId" params={{ postId }} size="sm">
        Back to the editor
      </LinkAnchor>
      <RevisionHistory postId={postId} />
    </Stack>
  )
}
