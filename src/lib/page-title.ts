// Every screen's document title ("Manage posts — Field Notes"), declared with the route's `head`
// option so a screen reader, a tab strip and the history list all name the page. The site's name
// is its settings' (docs/decisions/0074), read from the router's context.
import type { SiteHead } from '../../contract/head/head-tags'
import { titled } from '../../contract/head/page-meta'

/** A route's `head`: the page's name, then the site's. */
export function titleHead(site: Pick<SiteHead, 'name'>, page?: string) {
  return { meta: [{ title: page ? titled(site, page) : site.name }] }
}
