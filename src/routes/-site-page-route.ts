// A page's loading and head (docs/decisions/0075): loaded through the pages' query factory and
// headed as the server heads it (contract/head pageMeta). Apart from -site-page.tsx, whose
// drawing comes in the page's own chunk.
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { PAGE_SLUG_PATTERN } from '../../contract/page-slug'
import type { Page } from '../../contract/site-pages'
import { pageQueries } from '../entities/page/queries'
import { isApiError } from '../lib/api-error'

/** The page in the cache, or the router's notFound() for a draft, an unknown or a bad slug. */
export async function loadSitePage(queryClient: QueryClient, slug: string): Promise<Page> {
  if (!PAGE_SLUG_PATTERN.test(slug)) throw notFound()
  return queryClient.query(pageQueries.page(slug)).catch((error: unknown) => {
    if (isApiError(error, 404)) throw notFound()
    throw error
  })
}
