// A route's `head()` from a page's head as contract/head builds it (issue 20): the same tags the
// server writes into the first response, so an in-app navigation leaves the head the server
// would have drawn for the new address, and hydrating a drawn page adopts the server's tags
// (React 19 claims a head's matching <title>, <meta> and <link> instead of adding its own).
import type { JSX } from 'react'
import { type PageMeta, headTags } from '../../contract/head/head-tags'

type Meta = JSX.IntrinsicElements['meta']
type Link = JSX.IntrinsicElements['link']

export function routeHead(page: PageMeta): { meta: Meta[]; links: Link[] } {
  const meta: Meta[] = []
  const links: Link[] = []
  for (const tag of headTags(page)) {
    switch (tag.tag) {
      case 'title':
        meta.push({ title: tag.text })
        break
      case 'meta':
        meta.push(
          'name' in tag
            ? { name: tag.name, content: tag.content }
            : { property: tag.property, content: tag.content },
        )
        break
      case 'link':
        links.push(
          tag.rel === 'canonical'
            ? { rel: tag.rel, href: tag.href }
            : { rel: tag.rel, type: tag.type, title: tag.title, href: tag.href },
        )
        break
      case 'json-ld':
        // <HeadContent /> draws this key as a JSON-LD block where it stands (a script is not
        // hoisted into <head>); its React types name only the <meta> attributes.
        meta.push({ 'script:ld+json': tag.data } as Meta)
        break
    }
  }
  return { meta, links }
}
