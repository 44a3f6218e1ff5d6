import { Text } from '@mantine/core'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { LoadMore } from '../../../components/load-more'
import { postQueries } from '../../../entities/post/queries'
import { SearchAuthors } from './search-authors'
import { SearchResultCard } from './search-result-card'

/** "1 post matches", "3 posts match", "More than 10 posts match". */
export function matchCount(count: number, more: boolean): string {
  if (more) return `More than ${count} posts match`
  return count === 1 ? '1 post matches' : `${count} posts match`
}

/** The results of one query: the authors it names, then the posts, best first, a page at a time. */
export function SearchResults({ q }: { q: string }) {
  const list = useSuspenseInfiniteQuery(postQueries.search(q))
  const { data, hasNextPage } = list
  const results = data.pages.flatMap((page) => page.results)
  const authors = data.pages[0]?.authors ?? []
  return (
    <div>
      <SearchAuthors authors={authors} />
      {results.length === 0 ? (
        <Text role="status">
          {authors.length > 0
            ? `No posts match “${q}”.`
            : `No posts match “${q}”. Try fewer or other words.`}
        </Text>
      ) : (
        <>
          <Text role="status" size="sm" c="dimmed" mb="sm">
            {matchCount(results.length, hasNextPage)} “{q}”
          </Text>
          {results.map((result) => (
            <SearchResultCard key={result._id} result={result} />
          ))}
          <LoadMore list={list} />
        </>
      )}
    </div>
  )
}
