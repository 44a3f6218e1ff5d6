// The server writes a page's head exactly as it did before the builders moved to contract/head
// (issue 20): the same elements, in the same order, escaped the same way.
import { expect, test } from 'vitest'
import type { PageMeta } from '../../contract/head/head-tags'
import { headElements } from './head'

const post: PageMeta = {
  title: 'A "post" — Quill',
  siteName: 'Quill',
  cardTitle: 'A "post" </script>',
  description: 'Words & more <b>',
  canonical: 'https://blog.example/post/abc',
  type: 'article',
  image: { url: 'https://blog.example/images/x-w1280.webp', width: 1280, height: 640 },
  article: {
    publishedTime: '2026-01-01T00:00:00.000Z',
    modifiedTime: '2026-01-02T00:00:00.000Z',
    author: 'https://blog.example/author/ada',
    tags: ['a', 'b'],
  },
  feeds: [
    { title: 'Quill', href: 'https://blog.example/rss.xml' },
    { title: 'Ada on Quill', href: 'https://blog.example/author/ada/rss.xml' },
  ],
  jsonLd: { '@type': 'BlogPosting', headline: 'x</script>\u2028' },
}

// What server/findable/head.ts wrote for this page at 2ccc361, before the move.
const WRITTEN_BEFORE = [
  '<link rel="canonical" href="https://blog.example/post/abc">',
  '<link rel="alternate" type="application/rss+xml" title="Quill" href="https://blog.example/rss.xml">',
  '<link rel="alternate" type="application/rss+xml" title="Ada on Quill" href="https://blog.example/author/ada/rss.xml">',
  '<meta property="og:site_name" content="Quill">',
  '<meta property="og:type" content="article">',
  '<meta property="og:title" content="A &quot;post&quot; &lt;/script&gt;">',
  '<meta property="og:description" content="Words &amp; more &lt;b&gt;">',
  '<meta property="og:url" content="https://blog.example/post/abc">',
  '<meta property="og:image" content="https://blog.example/images/x-w1280.webp">',
  '<meta property="og:image:width" content="1280">',
  '<meta property="og:image:height" content="640">',
  '<meta property="og:image:alt" content="A &quot;post&quot; &lt;/script&gt;">',
  '<meta property="article:published_time" content="2026-01-01T00:00:00.000Z">',
  '<meta property="article:modified_time" content="2026-01-02T00:00:00.000Z">',
  '<meta property="article:author" content="https://blog.example/author/ada">',
  '<meta property="article:tag" content="a">',
  '<meta property="article:tag" content="b">',
  '<meta name="twitter:card" content="summary_large_image">',
  '<meta name="twitter:title" content="A &quot;post&quot; &lt;/script&gt;">',
  '<meta name="twitter:description" content="Words &amp; more &lt;b&gt;">',
  '<meta name="twitter:image" content="https://blog.example/images/x-w1280.webp">',
  '<script type="application/ld+json">{"@type":"BlogPosting","headline":"x\\u003c/script\\u003e\\u2028"}</script>',
]

test('the head is written as before the builders were shared', () => {
  expect(headElements(post)).toEqual(WRITTEN_BEFORE)
})

test("a drawn page's head leaves its JSON-LD to the markup", () => {
  expect(headElements(post, { jsonLd: false })).toEqual(WRITTEN_BEFORE.slice(0, -1))
})
