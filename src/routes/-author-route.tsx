// What `/author/$authorId` and `/@{$handle}` share in the route tree: the head made from the
// author their loader found (-author-load.tsx). Each route names it in its own options, where the
// router's code splitting reads them (a spread object costs more first-load bytes,
// docs/decisions/0018); a failure shows the router's default, RouteError.
import type { Author } from '../../contract/profiles'
import type { SiteHead } from '../../contract/head/head-tags'
import { authorMeta } from '../../contract/head/page-meta'
import { type TitleTranslate, titleHead } from '../lib/page-title'
import { routeHead } from '../lib/route-head'

export function authorHead({
  loaderData,
  match,
}: {
  loaderData?: { author: Author } | undefined
  match: { status: string; context: { site: SiteHead; t: TitleTranslate } }
}) {
  if (!loaderData)
    return titleHead(
      match.context.site,
      match.status === 'notFound' ? match.context.t('pageTitles.authorNotFound') : undefined,
    )
  const { authorId, displayName, handle } = loaderData.author
  return routeHead(authorMeta(match.context.site, { id: authorId, name: displayName, handle }))
}
