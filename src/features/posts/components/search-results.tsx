import { Text } from '@mantine/core'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { LoadMore } from '../../../components/load-more'
import { postQueries } from '../queries'
import { SearchResultCard } from './search-result-card'

/** The results of one query, best first, a page at a time. */
export function SearchResults({ q }: { q: string }) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = useSuspenseInfiniteQuery(
    postQueries.search(q),
  )
  const results = data.pages.flatMap((page) => page.results)
  if (results.length === 0) {
    return <Text role="status">No posts match “{q}”. Try fewer or other words.</Text>
  }
  return (
    <div>
      <Text role="status" size="sm" c="dimmed" mb="sm">
        {hasNextPage
          ? `More than ${results.length} posts`
          : `${results.length} post${results.length === 1 ? '' : 's'}`}{' '}
        match “{q}”
      </Text>
      {results.map((result) => (
        <SearchResultCard key={result._id} result={result} />
      ))}
      <LoadMore
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
      />
    </div>
  )
}
