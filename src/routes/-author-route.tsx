// What `/author/$authorId` and `/@{$handle}` share outside their lazy chunks: the loader, the
// head made from the author it found, and the shape shown while it loads. Each route names them
// in its own options, where the router's code splitting reads them (a spread object costs more
// first-load bytes, docs/decisions/0018); a failure shows the router's default, RouteError.
import { Stack } from '@mantine/core'
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { Author } from '../../contract/profiles'
import type { SiteHead } from '../../contract/head/head-tags'
import { authorMeta } from '../../contract/head/page-meta'
import { PostFeedSkeleton } from '../features/posts/components/post-skeletons'
import { postQueries } from '../entities/post/queries'
import { isApiError } from '../lib/api-error'
import { type TitleTranslate, titleHead } from '../lib/page-title'
import { routeHead } from '../lib/route-head'

/**
 * Both addresses' loader: the author `find` answers (a 404 is the page's not-found) and their
 * first page of posts, which by uid loads beside the author (`posts`), by handle once the handle
 * has named the uid.
 */
export async function loadAuthorPage(
  queryClient: QueryClient,
  find: Promise<Author>,
  posts?: Promise<unknown>,
): Promise<{ author: Author }> {
  try {
    const author = await find
    // A feed that fails to load is the feed's to show, not the author page's error.
    await (posts ??
      queryClient.infiniteQuery(postQueries.authorFeed(author.authorId)).catch(() => undefined))
    return { author }
  } catch (error) {
    if (isApiError(error, 404)) throw notFound()
    throw error
  }
}

export function authorHead({
  loaderData,
  match,
}: {
  loaderData?: { author: Author } | undefined
  match: { status: string; context: { site: SiteHead; t: TitleTranslate } }
}) {
  if (!loaderData)
    return titleHead(
      match.context.site,
      match.status === 'notFound' ? match.context.t('pageTitles.authorNotFound') : undefined,
    )
  const { authorId, displayName, handle } = loaderData.author
  return routeHead(authorMeta(match.context.site, { id: authorId, name: displayName, handle }))
}

export function AuthorPending() {
  return (
    <Stack maw="46rem" mx="auto" gap="lg">
      <PostFeedSkeleton />
    </Stack>
  )
}
