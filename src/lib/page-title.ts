// Every screen's document title ("Manage posts — Quill"), declared with the route's `head`
// option so a screen reader, a tab strip and the history list all name the page.
import { SITE_NAME } from '../../contract/head/head-tags'
import { titled } from '../../contract/head/page-meta'

export { SITE_NAME }

/** A route's `head`: the page's name, then the site's. */
export function titleHead(page?: string) {
  return { meta: [{ title: page ? titled(page) : SITE_NAME }] }
}
