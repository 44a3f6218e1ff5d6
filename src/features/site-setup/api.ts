import type { Site, SiteSetupInput } from '../../../contract/site'
import { http, parsed } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/site')

/** `POST /api/site/setup`: the caller becomes the site's owner, with these first settings. */
export async function setUpSite(input: SiteSetupInput): Promise<Site> {
  return parsed(
    http.post('site/setup', { json: input }),
    schemas().then((m) => m.SiteSchema),
  )
}
