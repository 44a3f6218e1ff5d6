import { Alert, Stack, Text, Title } from '@mantine/core'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { LinkAnchor } from '../../components/link-anchor'
import { NotFoundPage } from '../../components/not-found-page'
import { PageLoader } from '../../components/page-loader'
import { RevisionHistory } from '../../features/post-history/components/revision-history'
import { isApiError } from '../../lib/api-error'
import { pageTitle } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import deskPages from '../../locales/en/desk-pages.messages.json'
import pageTitles from '../../locales/en/page-titles.messages.json'
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
  head: pageTitle((t) => t('pageTitles.history')),
  pendingComponent: HistoryPending,
  notFoundComponent: PostNotFound,
  component: HistoryPage,
})

function HistoryPending() {
  const t = useT(deskPages)
  return <PageLoader label={t('deskPages.loadingHistory')} />
}

function PostNotFound() {
  const title = useT(pageTitles)
  return <NotFoundPage title={title('pageTitles.postNotFound')} />
}

function HistoryPage() {
  const { postId } = Route.useParams()
  const { refused } = Route.useLoaderData()
  const t = useT(deskPages)
  const title = useT(pageTitles)
  if (refused) {
    return (
      <Stack>
        <Title order={1}>{title('pageTitles.history')}</Title>
        <Alert color="yellow" title={t('deskPages.historyRefused')} role="alert">
          <Text size="sm">{t('deskPages.historyAuthorOnly')}</Text>
        </Alert>
        <LinkAnchor to={POST_PAGE} params={postParams(postId)}>
          {t('deskPages.readPost')}
        </LinkAnchor>
      </Stack>
    )
  }
  return (
    <Stack>
      <div>
        <Title order={1}>{title('pageTitles.history')}</Title>
        <Text c="dimmed">{t('deskPages.historyIntro')}</Text>
      </div>
      <LinkAnchor to="/post-edit/$postId" params={{ postId }} size="sm">
        {t('deskPages.backToEditor')}
      </LinkAnchor>
      <RevisionHistory postId={postId} />
    </Stack>
  )
}
