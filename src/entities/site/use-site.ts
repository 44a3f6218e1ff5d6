import { useQuery } from '@tanstack/react-query'
import type { SiteSettings } from '../../../contract/site'
import { DEFAULT_SITE_SETTINGS } from '../../../contract/site-defaults'
import { siteQueries } from './queries'

/**
 * The site's settings for a component (its name in the header, its footer): the root route's
 * loader has them in the cache, drawn into the first response (docs/decisions/0074).
 */
export function useSiteSettings(): SiteSettings {
  return useQuery(siteQueries.site()).data?.settings ?? DEFAULT_SITE_SETTINGS
}

/** Whether the site still waits for its owner (false until the answer says so). */
export function useSiteWaitsForOwner(): boolean {
  return useQuery(siteQueries.site()).data?.setUp === false
}
