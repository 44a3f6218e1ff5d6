// The one place that names the pages' query keys (docs/decisions/0075, 0062).
import { queryOptions } from '@tanstack/react-query'
import { getManagedPages, getNavigationPages, getPage } from './api'

export const pageQueries = {
  all: () => ['pages'] as const,
  /** A published page, as `/{slug}` (and `/privacy`) draws it. */
  page: (slug: string) =>
    queryOptions({
      queryKey: [...pageQueries.all(), 'page', slug] as const,
      queryFn: ({ signal }) => getPage(slug, signal),
      staleTime: 60_000,
    }),
  /** The published pages the header links to, in order. */
  navigation: () =>
    queryOptions({
      queryKey: [...pageQueries.all(), 'navigation'] as const,
      queryFn: ({ signal }) => getNavigationPages(signal),
      staleTime: 5 * 60_000,
    }),
  /** Every page, drafts too, for Settings → Pages (administrators). */
  managed: () =>
    queryOptions({
      queryKey: [...pageQueries.all(), 'managed'] as const,
      queryFn: ({ signal }) => getManagedPages(signal),
    }),
}
