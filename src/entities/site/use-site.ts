import { useQuery } from '@tanstack/react-query'
import {
  DEFAULT_SITE_SETTINGS,
  type PublishRight,
  type SiteSettings,
  publishRight,
} from '../../../contract/site-facts'
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

/**
 * What the signed-in person may do with a post of theirs (ADR 0074): `publish` until their role
 * is known (the spec's default; the server decides in the end), `draft` for a contributor,
 * `none` where only the staff publish and they are not.
 */
export function usePublishRight(uid: string): PublishRight {
  const role = useQuery(siteQueries.role(uid)).data?.role
  return publishRight(role, useSiteSettings().publishing)
}
