import { createFileRoute, notFound } from '@tanstack/react-router'
import type { StatsDays } from '../../../contract/stats'
import { NotFoundPage } from '../../components/not-found-page'
import { PageLoader } from '../../components/page-loader'
import { StatsScreen } from '../../features/stats/components/stats-screen'
import { isApiError } from '../../lib/api-error'
import { pageTitle } from '../../lib/page-title'
import { useT } from '../../lib/i18n/context'
import deskPages from '../../locales/en/desk-pages.messages.json'
import pageTitles from '../../locales/en/page-titles.messages.json'

// An author's statistics (issue 28): all their posts, or one (`?post=`), over 7, 30 or 90 days.
// A lazy route chunk with its fetchers and uPlot, never on the first load (ADR 0018, 0046).
const PERIODS: StatsDays[] = ['7', '30', '90']

export const Route = createFileRoute('/_auth/stats')({
  // `?days=7` typed by hand arrives as a number (the router parses values as JSON).
  validateSearch: (search: Record<string, unknown>): { days?: StatsDays; post?: string } => {
    const days = String(search.days) as StatsDays
    const post = typeof search.post === 'string' ? search.post : ''
    return { ...(PERIODS.includes(days) ? { days } : {}), ...(post ? { post } : {}) }
  },
  loaderDeps: ({ search }) => ({ days: search.days ?? '30', post: search.post }),
  loader: async ({ context: { queryClient }, deps: { days, post } }) => {
    // The fetchers come with the screen's own chunk, never on the first load (ADR 0018).
    const { statsQueries } = await import('../../features/stats/queries')
    try {
      await queryClient.query({ ...statsQueries.period(days, post), staleTime: 'static' })
      return { refused: false }
    } catch (error) {
      if (isApiError(error, 404)) throw notFound()
      // Someone else's post: said plainly on the page, as its history says it.
      if (isApiError(error, 403)) return { refused: true }
      throw error
    }
  },
  head: pageTitle((t) => t('pageTitles.statistics')),
  pendingComponent: StatsPending,
  notFoundComponent: PostNotFound,
  component: StatsPage,
})

function StatsPending() {
  const t = useT(deskPages)
  return <PageLoader label={t('deskPages.loadingStats')} />
}

function PostNotFound() {
  const title = useT(pageTitles)
  return <NotFoundPage title={title('pageTitles.postNotFound')} />
}

function StatsPage() {
  const { days = '30', post } = Route.useSearch()
  const { refused } = Route.useLoaderData()
  return <StatsScreen days={days} post={post} refused={refused} />
}
