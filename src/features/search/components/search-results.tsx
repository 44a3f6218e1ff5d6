import { Text } from '@mantine/core'
import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { LoadMore } from '../../../components/load-more'
import { postQueries } from '../../../entities/post/queries'
import { SearchAuthors } from './search-authors'
import { SearchResultCard } from './search-result-card'

import { useT } from '../../../lib/i18n/context'
import search from '../../../locales/en/search-results.messages.json'

/** The results of one query: the authors it names, then the posts, best first, a page at a time. */
export function SearchResults({ q }: { q: string }) {
  const t = useT(search)
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
            ? t('searchResults.noPosts', { q })
            : t('searchResults.noPostsTryOther', { q })}
        </Text>
      ) : (
        <>
          <Text role="status" size="sm" c="dimmed" mb="sm">
            {/* "1 post matches", "3 posts match", "More than 10 posts match", then the words. */}
            {t('searchResults.matches', {
              count: results.length,
              more: String(hasNextPage),
              q,
            })}
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
