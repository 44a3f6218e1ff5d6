// What `/author/$authorId` and `/@{$handle}` share in their lazy chunks: the loader and the shape
// shown while it loads. Apart from the head (-author-route.tsx), which is in the route tree: what
// only a route's loader and pending screen import is split off with them, so the first load
// carries neither this nor the feed's skeletons (docs/decisions/0018).
import { Stack } from '@mantine/core'
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { Author } from '../../contract/profiles'
import { PostFeedSkeleton } from '../features/posts/components/post-skeletons'
import { postQueries } from '../entities/post/queries'
import { isApiError } from '../lib/api-error'

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

export function AuthorPending() {
  return (
    <Stack maw="46rem" mx="auto" gap="lg">
      <PostFeedSkeleton />
    </Stack>
  )
}
