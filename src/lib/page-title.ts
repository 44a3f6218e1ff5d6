// Every screen's document title ("Manage posts — Field Notes"), declared with the route's `head`
// option so a screen reader, a tab strip and the history list all name the page. The site's name
// is its settings' (docs/decisions/0074), read from the router's context.
//
// The titles are translated (docs/decisions/0077) by the router context's `t`: `head()` runs in
// the route tree, outside React, so its English catalog is on the first load; it is kept to the
// titles the shell does not already name (the shell's "Manage posts" is the page's title too).
import type { SiteHead } from '../../contract/head/head-tags'
import { titled } from '../../contract/head/page-meta'
import { type I18n, type MessageId, type MessageValues, translatorOf } from './i18n/i18n'
import pageTitles from '../locales/en/page-titles.messages.json'

/** The titles' translator: the page titles' ids, and the shell's names of the same pages. */
export type TitleTranslate = (
  id: keyof typeof pageTitles | MessageId,
  values?: MessageValues,
) => string

export function titleTranslator(i18n: I18n): TitleTranslate {
  // The shell's ids too: the instance looks in its language's catalog (English's holds the shell)
  // before the area's.
  return translatorOf(i18n, pageTitles) as TitleTranslate
}

/**
 * A route's `head` that names a fixed page: `head: pageTitle((t) => t('nav.managePosts'))`, the
 * page's name in the reader's language, then the site's (the shortest form: the route tree is on
 * the first load).
 */
export const pageTitle =
  (name: (t: TitleTranslate) => string) =>
  ({ match: { context } }: { match: { context: { site: SiteHead; t: TitleTranslate } } }) =>
    titleHead(context.site, name(context.t))

/** A route's `head`: the page's name, then the site's. */
export function titleHead(site: Pick<SiteHead, 'name'>, page?: string) {
  return { meta: [{ title: page ? titled(site, page) : site.name }] }
}
