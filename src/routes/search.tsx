import { Stack, Text, Title } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { PostFeedSkeleton } from '../features/posts/components/post-skeletons'
import { SearchResults } from '../features/search/components/search-results'
import { postQueries } from '../entities/post/queries'
import { titleHead } from '../lib/page-title'
import { SearchBox } from './-layout/search-box'

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
    titleHead(match.context.site, loaderData?.q ? `Search: ${loaderData.q}` : 'Search'),
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
  return (
    <Stack maw="46rem" mx="auto" gap="lg">
      <Title order={1}>Search</Title>
      <SearchBox id="page-search" wide label="Search posts and authors" />
      {children}
    </Stack>
  )
}

function SearchPage() {
  const { q } = Route.useSearch()
  return (
    <SearchLayout>
      {q ? (
        <SearchResults q={q} />
      ) : (
        <Text c="dimmed">Find posts by words from their title or text, and authors by name.</Text>
      )}
    </SearchLayout>
  )
}
