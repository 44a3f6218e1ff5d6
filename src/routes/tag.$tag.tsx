import { Group, Stack, Text, Title } from '@mantine/core'
import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { TAG_PATTERN, normaliseTag } from '../../contract/tag-text'
import { FeedLink } from '../components/feed-link'
import { LinkAnchor } from '../components/link-anchor'
import { NotFoundPage } from '../components/not-found-page'
import { TagFollow } from '../features/follows/components/tag-follow'
import { TagFeed } from '../features/posts/components/post-feed'
import { PostFeedSkeleton } from '../features/posts/components/post-skeletons'
import { postQueries } from '../entities/post/queries'
import { tagMeta } from '../../contract/head/page-meta'
import { titleHead } from '../lib/page-title'
import { routeHead } from '../lib/route-head'
import { useT } from '../lib/i18n/context'
import components from '../locales/en/components.messages.json'
import pageTitles from '../locales/en/page-titles.messages.json'
import tagPage from '../locales/en/tag-page.messages.json'

/** One tag's published posts, paged like the feed (`GET /posts?tag=`). */
export const Route = createFileRoute('/tag/$tag')({
  loader: async ({ context: { queryClient }, params: { tag } }) => {
    // `/tag/%23Rust` is `/tag/rust`, as the server reads it; what no tag can be is not found.
    const normal = normaliseTag(tag)
    if (normal !== tag && TAG_PATTERN.test(normal))
      throw redirect({ to: '/tag/$tag', params: { tag: normal } })
    if (!TAG_PATTERN.test(tag)) throw notFound()
    const feed = await queryClient.infiniteQuery({
      ...postQueries.tagFeed(tag),
      staleTime: 'static',
    })
    // No published post carries it: not found, as the server answers the same address (404).
    if (feed.pages[0]?.posts.length === 0) throw notFound()
    return feed
  },
  head: ({ loaderData, params, match }) =>
    loaderData
      ? routeHead(tagMeta(match.context.site, params.tag))
      : titleHead(
          match.context.site,
          match.status === 'notFound' ? match.context.t('pageTitles.tagNotFound') : undefined,
        ),
  pendingMs: 100,
  pendingMinMs: 300,
  pendingComponent: () => (
    <TagLayout>
      <PostFeedSkeleton />
    </TagLayout>
  ),
  notFoundComponent: TagNotFound,
  component: TagPage,
})

function TagNotFound() {
  const t = useT(tagPage)
  const title = useT(pageTitles)
  return (
    <NotFoundPage title={title('pageTitles.tagNotFound')}>
      {t('tagPage.tagNotFoundBody')}
    </NotFoundPage>
  )
}

function TagLayout({ children }: { children: ReactNode }) {
  const { tag } = Route.useParams()
  const t = useT(tagPage)
  return (
    <Stack maw="46rem" mx="auto" gap="lg">
      <Group justify="space-between" align="center">
        {/* A tag is one long word at most (TAG_LENGTH_MAX): on a phone it breaks, not runs off. */}
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {t('tagPage.postsTagged', { tag })}
        </Title>
        <FeedLink
          href={`/tag/${encodeURIComponent(tag)}/rss.xml`}
          label={t('tagPage.rssTag', { tag })}
        />
      </Group>
      {children}
    </Stack>
  )
}

function TagPage() {
  const { tag } = Route.useParams()
  const t = useT(tagPage)
  const common = useT(components)
  return (
    <TagLayout>
      <TagFollow tag={tag} />
      <TagFeed
        tag={tag}
        empty={
          <Stack align="flex-start" gap="xs">
            <Text>{t('tagPage.tagEmpty', { tag })}</Text>
            <LinkAnchor to="/">{common('components.backToFeed')}</LinkAnchor>
          </Stack>
        }
      />
    </TagLayout>
  )
}
