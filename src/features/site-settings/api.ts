import type { SiteSettings } from '../../../contract/site'
import { http, parsed } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/site')

/** `PUT /api/site/settings`: the site's settings, whole; the answer is what was saved. */
export async function saveSiteSettings(settings: SiteSettings): Promise<SiteSettings> {
  return parsed(
    http.put('site/settings', { json: settings }),
    schemas().then((m) => m.SiteSettingsSchema),
  )
}
