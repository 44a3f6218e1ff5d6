// The router's head for a page is the server's, tag for tag (issue 20): the same builders, only
// written as TanStack Router's `head()` entries rather than HTML.
import { expect, test } from 'vitest'
import { headTags, siteHead } from '../../contract/head/head-tags'
import { postMeta } from '../../contract/head/page-meta'
import { siteUrls } from '../../contract/site-urls'
import { routeHead } from './route-head'

const site = siteHead(siteUrls('https://blog.example'), () => ({
  name: 'Quill',
  description: '',
  language: 'en',
}))
const meta = postMeta(site, {
  _id: 'p1',
  postTitle: 'A "post" </script>',
  slug: 'a-post-script',
  description: 'Words & more.',
  image: 'https://blog.example/images/cover.webp',
  date: '2026-01-01T00:00:00.000Z',
  authorId: 'ada',
  authorDisplayName: 'Ada',
  tags: ['a', 'b'],
})

test('every head tag the server writes is an entry of the route head, in the same order', () => {
  const { meta: entries, links } = routeHead(meta)
  const expected = headTags(meta)
  expect([...entries, ...links]).toHaveLength(expected.length)
  expect(entries).toEqual(
    expected.flatMap((tag): object[] => {
      if (tag.tag === 'title') return [{ title: tag.text }]
      if (tag.tag === 'json-ld') return [{ 'script:ld+json': tag.data }]
      if (tag.tag === 'link') return []
      const { tag: _tag, ...attributes } = tag
      return [attributes]
    }),
  )
  expect(links).toEqual([
    { rel: 'canonical', href: 'https://blog.example/post/p1/a-post-script' },
    {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Quill',
      href: 'https://blog.example/rss.xml',
    },
    {
      rel: 'alternate',
      type: 'application/rss+xml',
      title: 'Ada on Quill',
      href: 'https://blog.example/author/ada/rss.xml',
    },
  ])
})
