// Every screen's document title ("Manage posts — Quill"), declared with the route's `head`
// option so a screen reader, a tab strip and the history list all name the page.
export const SITE_NAME = 'Quill'

/** A route's `head`: the page's name, then the site's. */
export function titleHead(page?: string) {
  return { meta: [{ title: page ? `${page} — ${SITE_NAME}` : SITE_NAME }] }
}
