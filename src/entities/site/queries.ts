// The one place that names the site's query keys (docs/decisions/0074).
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '../../../contract/site-facts'
import { getAudit, getInvitations, getSite, getSiteRole, getStaff } from './api'

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
  staff: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'staff'] as const,
      queryFn: ({ signal }) => getStaff(signal),
    }),
  /** The invitations to the staff that still stand. */
  invitations: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'invitations'] as const,
      queryFn: ({ signal }) => getInvitations(signal),
    }),
  audit: () =>
    queryOptions({
      queryKey: [...siteQueries.all(), 'audit'] as const,
      queryFn: ({ signal }) => getAudit(signal),
    }),
}

/** The site's settings as the cache holds them, or the defaults before they are read. */
export function cachedSiteSettings(queryClient: QueryClient): SiteSettings {
  return queryClient.getQueryData(siteQueries.site().queryKey)?.settings ?? DEFAULT_SITE_SETTINGS
}
