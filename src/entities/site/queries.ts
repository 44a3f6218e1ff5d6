// The one place that names the site's query keys (docs/decisions/0074).
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { SiteSettings } from '../../../contract/site'
import { DEFAULT_SITE_SETTINGS } from '../../../contract/site-defaults'
import { getSite, getSiteRole } from './api'

export const siteQueries = {
  all: () => ['site'] as const,
  /**
   * The site's settings as every page shows them. Drawn into the first response by the server
   * render; kept for the visit (a save here sets it; another instance's shows on the next load).
   */
  site: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'settings'] as const,
      queryFn: ({ signal }) => getSite(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** Every signed-in person's role: asked again when roles change. */
  roles: () => [...siteQueries.all(), 'role'] as const,
  /** The signed-in person's role; keyed by uid, so another sign-in asks again. */
  role: (uid: string) =>
    queryOptions({
      queryKey: [...siteQueries.roles(), uid] as const,
      queryFn: ({ signal }) => getSiteRole(signal),
      staleTime: 5 * 60_000,
    }),
}

/** The site's settings as the cache holds them, or the defaults before they are read. */
export function cachedSiteSettings(queryClient: QueryClient): SiteSettings {
  return queryClient.getQueryData(siteQueries.site().queryKey)?.settings ?? DEFAULT_SITE_SETTINGS
}
