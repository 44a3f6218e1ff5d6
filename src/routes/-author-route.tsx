// What `/author/$authorId` and `/@{$handle}` share outside their lazy chunks: the loader, the
// head made from the author it found, and the shape shown while it loads. Each route file names
// its own page and not-found components, which the router splits into the page's chunk
// (autoCodeSplitting; a spread option is never split, so only first-load code is spread).
import { Stack } from '@mantine/core'
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { Author } from '../../contract/profiles'
import type { SiteUrls } from '../../contract/site-urls'
import { authorMeta } from '../../contract/head/page-meta'
import { RouteError } from '../components/route-error'
import { authorQueries } from '../features/authors/queries'
import { PostFeedSkeleton } from '../features/posts/components/post-skeletons'
import { postQueries } from '../features/posts/queries'
import { isApiError } from '../lib/api-error'
import { titleHead } from '../lib/page-title'
import { routeHead } from '../lib/route-head'

/**
 * The author (a 404 is the page's not-found) and their first page of posts. By uid both load
 * side by side; by handle the handle is looked up first, and the author it finds seeds the page
 * by uid, so a follow or a profile change reaches both addresses.
 */
export async function loadAuthorPage(
  queryClient: QueryClient,
  by: { authorId: string } | { handle: string },
): Promise<{ author: Author }> {
  const posts =
    'authorId' in by ? queryClient.prefetchInfiniteQuery(postQueries.authorFeed(by.authorId)) : null
  try {
    let author: Author
    if ('authorId' in by) {
      author = await queryClient.ensureQueryData(authorQueries.detail(by.authorId))
    } else {
      author = await queryClient.ensureQueryData(authorQueries.byHandle(by.handle))
      queryClient.setQueryData(authorQueries.detail(author.authorId).queryKey, author)
    }
    await (posts ?? queryClient.prefetchInfiniteQuery(postQueries.authorFeed(author.authorId)))
    return { author }
  } catch (error) {
    if (isApiError(error, 404)) throw notFound()
    throw error
  }
}

function authorHead({
  loaderData,
  match,
}: {
  loaderData?: { author: Author } | undefined
  match: { status: string; context: { site: SiteUrls } }
}) {
  if (!loaderData) return titleHead(match.status === 'notFound' ? 'Author not found' : undefined)
  const { authorId, displayName, handle } = loaderData.author
  return routeHead(authorMeta(match.context.site, { id: authorId, name: displayName, handle }))
}

function AuthorPending() {
  return (
    <Stack maw="46rem" mx="auto" gap="lg">
      <PostFeedSkeleton />
    </Stack>
  )
}

/** The options both routes spread: all of it is on the first load already. */
export const AUTHOR_ROUTE = {
  head: authorHead,
  pendingMs: 100,
  pendingMinMs: 300,
  pendingComponent: AuthorPending,
  errorComponent: RouteError,
}
