// The site's pages' reads (docs/decisions/0075): a published page, the header's list, and
// every page with its Markdown for Settings → Pages.
import type { ManagedPage, NavigationPage, Page } from '../../../contract/site-pages'
import { http, parsed } from '../../lib/http'

const schemas = () => import('../../../contract/site-pages')

export async function getPage(slug: string, signal?: AbortSignal): Promise<Page> {
  return parsed(
    http.get(`pages/${encodeURIComponent(slug)}`, { signal }),
    schemas().then((m) => m.PageSchema),
  )
}

export async function getNavigationPages(signal?: AbortSignal): Promise<NavigationPage[]> {
  return parsed(
    http.get('pages/navigation', { signal }),
    schemas().then((m) => m.NavigationPagesSchema),
  )
}

export async function getManagedPages(signal?: AbortSignal): Promise<ManagedPage[]> {
  return parsed(
    http.get('site/pages', { signal }),
    schemas().then((m) => m.ManagedPageListSchema),
  )
}
