// What `/author/$authorId` and `/@{$handle}` share outside their lazy chunks: the head, made from
// the author the loader found, and the shape shown while it loads.
import { Stack } from '@mantine/core'
import type { Author } from '../../contract/profiles'
import type { SiteUrls } from '../../contract/site-urls'
import { authorMeta } from '../../contract/head/page-meta'
import { PostFeedSkeleton } from '../features/posts/components/post-skeletons'
import { titleHead } from '../lib/page-title'
import { routeHead } from '../lib/route-head'

export function authorHead({
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

export function AuthorPending() {
  return (
    <Stack maw="46rem" mx="auto" gap="lg">
      <PostFeedSkeleton />
    </Stack>
  )
}
