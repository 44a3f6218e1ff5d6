// A page the owner wrote (docs/decisions/0075), at `/{slug}` or `/privacy`: loaded through the
// pages' query factory, headed as the server heads it (contract/head pageMeta), and drawn with a
// post's body styles, since it is the same renderer's HTML.
import { Stack, Title } from '@mantine/core'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { SiteHead } from '../../contract/head/head-tags'
import { pageMeta } from '../../contract/head/page-meta'
import { PAGE_SLUG_PATTERN } from '../../contract/site-pages-facts'
import type { Page } from '../../contract/site-pages'
import { NotFoundPage } from '../components/not-found-page'
import { PostBody } from '../entities/post/components/post-body'
import { pageQueries } from '../entities/page/queries'
import { isApiError } from '../lib/api-error'
import { titleHead } from '../lib/page-title'
import { routeHead } from '../lib/route-head'

/** The page in the cache, or the router's notFound() for a draft, an unknown or a bad slug. */
export async function loadSitePage(queryClient: QueryClient, slug: string): Promise<Page> {
  if (!PAGE_SLUG_PATTERN.test(slug)) throw notFound()
  return queryClient.query(pageQueries.page(slug)).catch((error: unknown) => {
    if (isApiError(error, 404)) throw notFound()
    throw error
  })
}

export function sitePageHead(site: SiteHead, page: Page | undefined, status: string) {
  return page
    ? routeHead(pageMeta(site, page))
    : titleHead(site, status === 'notFound' ? 'Page not found' : undefined)
}

export function SitePage({ slug }: { slug: string }) {
  const { data: page } = useSuspenseQuery(pageQueries.page(slug))
  return (
    <Stack component="article" maw="46rem" w="100%" mx="auto" gap="md">
      <Title order={1}>{page.title}</Title>
      <PostBody html={page.bodyHtml} />
    </Stack>
  )
}

export function SitePageNotFound() {
  return <NotFoundPage title="Page not found" />
}
