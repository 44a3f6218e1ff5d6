// The site's reads (docs/decisions/0074): what every page shows of it (drawn into the first
// response, so the first load never asks), the caller's role, and what only administrators read.
import type { Site, SiteRole } from '../../../contract/site'
import { http, parsed } from '../../lib/http'

const schemas = () => import('../../../contract/site')

export async function getSite(signal?: AbortSignal): Promise<Site> {
  return parsed(
    http.get('site', { signal }),
    schemas().then((m) => m.SiteSchema),
  )
}

export async function getSiteRole(signal?: AbortSignal): Promise<SiteRole> {
  return parsed(
    http.get('site/me', { signal }),
    schemas().then((m) => m.SiteRoleSchema),
  )
}
