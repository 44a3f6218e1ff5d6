// A page's head (docs/decisions/0075), as the server heads it (contract/head pageMeta): in the
// route tree, while the page's loading (-site-page-route.ts) comes with its screen's chunk.
import type { SiteHead } from '../../contract/head/head-tags'
import { pageMeta } from '../../contract/head/page-meta'
import type { Page } from '../../contract/site-pages'
import { type TitleTranslate, titleHead } from '../lib/page-title'
import { routeHead } from '../lib/route-head'

export function sitePageHead(
  { site, t }: { site: SiteHead; t: TitleTranslate },
  page: Page | undefined,
  status: string,
) {
  return page
    ? routeHead(pageMeta(site, page))
    : titleHead(site, status === 'notFound' ? t('pageTitles.pageNotFound') : undefined)
}
