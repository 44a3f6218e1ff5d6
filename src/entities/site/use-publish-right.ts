// Apart from use-site.ts, which every page's header loads: only the writing screens need this.
import { useQuery } from '@tanstack/react-query'
import { type PublishRight, publishRight } from '../../../contract/site-facts'
import { siteQueries } from './queries'
import { useSiteSettings } from './use-site'

/**
 * What the signed-in person may do with a post of theirs (ADR 0074): `publish` until their role
 * is known (the spec's default; the server decides in the end), `draft` for a contributor,
 * `none` where only the staff publish and they are not.
 */
export function usePublishRight(uid: string): PublishRight {
  const role = useQuery(siteQueries.role(uid)).data?.role
  return publishRight(role, useSiteSettings().publishing)
}
