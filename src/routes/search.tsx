import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PostFeedSkeleton } from '../features/posts/components/post-skeletons'
import { SearchResults } from '../features/search/components/search-results'
import { postQueries } from '../entities/post/queries'
import { titleHead } from '../lib/page-title'
import { SearchBox } from './-layout/search-box'
import { useT } from '../lib/i18n/context'
import pageTitles from '../locales/en/page-titles.messages.json'
import searchPage from '../locales/en/search-page.messages.json'

/** The server refuses longer queries (contract/search.ts SEARCH_QUERY_MAX, kept off this chunk). */
const QUERY_MAX = 200

export const Route = createFileRoute('/search')({
  // The query lives in the URL: shareable, and back/forward walk through searches.
  validateSearch: (search: Record<string, unknown>): { q?: string } => {
    const q = typeof search.q === 'string' ? search.q.trim().slice(0, QUERY_MAX) : ''
    return q ? { q } : {}
  },
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: async ({ context: { queryClient }, deps: { q } }) => {
    if (q) await queryClient.infiniteQuery({ ...postQueries.search(q), staleTime: 'static' })
    return { q }
  },
  head: ({ loaderData, match }) =>
    titleHead(
      match.context.site,
      loaderData?.q
        ? match.context.t('pageTitles.searchFor', { query: loaderData.q })
        : match.context.t('pageTitles.search'),
    ),
  pendingMs: 100,
  pendingMinMs: 300,
  pendingComponent: () => (
    <SearchLayout>
      <PostFeedSkeleton />
    </SearchLayout>
  ),
  component: SearchPage,
})

function SearchLayout({ children }: { children: React.ReactNode }) {
  const t = useT(searchPage)
  const title = useT(pageTitles)
  return (
    <Stack maw="46rem" mx="auto" gap="lg">
      <Title order={1}>{title('pageTitles.search')}</Title>
      <SearchBox id="page-search" wide label={t('searchPage.searchLabel')} />
      {children}
    </Stack>
  )
}

function SearchPage() {
  const { q } = Route.useSearch()
  const t = useT(searchPage)
  return (
    <SearchLayout>
      {q ? <SearchResults q={q} /> : <Text c="dimmed">{t('searchPage.searchHint')}</Text>}
    </SearchLayout>
  )
}
