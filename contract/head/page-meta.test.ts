// The pages' heads from the facts the API answers (issue 20): what the server writes and the
// client's router draws after a navigation.
import { expect, test } from 'vitest'
import { DEFAULT_SITE_SETTINGS } from '../site-facts'
import { siteUrls } from '../site-urls'
import { headTags, siteHead } from './head-tags'
import { type PostFacts, authorMeta, homeMeta, postMeta, tagMeta } from './page-meta'

const named = (name: string, description = '') =>
  siteHead(siteUrls('https://blog.example/'), () => ({ name, description, language: 'en' }))
const urls = named('Quill', DEFAULT_SITE_SETTINGS.description)
const cover = `https://blog.example/images/${'a'.repeat(64)}-2000x1000.webp`
const post: PostFacts = {
  _id: 'p1',
  postTitle: 'Sourdough at altitude',
  slug: 'sourdough-at-altitude',
  description: 'Baking bread high up.',
  image: cover,
  date: '2026-01-01T00:00:00.000Z',
  editDate: '2026-01-02T00:00:00.000Z',
  authorId: 'ada uid',
  authorDisplayName: 'Ada Moreno',
  tags: ['baking', 'bread'],
}

test("a post's head: its card, its article facts, its feeds, and BlogPosting with a publisher logo", () => {
  const meta = postMeta(urls, post)
  expect(meta).toMatchObject({
    title: 'Sourdough at altitude — Quill',
    cardTitle: 'Sourdough at altitude',
    description: 'Baking bread high up.',
    canonical: 'https://blog.example/post/p1/sourdough-at-altitude',
    type: 'article',
    image: { url: cover.replace('.webp', '-w1280.webp'), width: 1280, height: 640 },
    article: {
      publishedTime: post.date,
      modifiedTime: post.editDate,
      author: 'https://blog.example/author/ada%20uid',
      tags: ['baking', 'bread'],
    },
    feeds: [
      { title: 'Quill', href: 'https://blog.example/rss.xml' },
      { title: 'Ada Moreno on Quill', href: 'https://blog.example/author/ada%20uid/rss.xml' },
    ],
  })
  expect(meta.jsonLd).toMatchObject({
    '@type': 'BlogPosting',
    headline: 'Sourdough at altitude',
    dateModified: post.editDate,
    keywords: 'baking, bread',
    publisher: {
      '@type': 'Organization',
      name: 'Quill',
      logo: {
        '@type': 'ImageObject',
        url: 'https://blog.example/logo.png',
        width: 512,
        height: 512,
      },
    },
  })
})

test('a post without text, cover, author or edit still has a whole head', () => {
  const { editDate: _edit, authorId: _author, ...bare } = post
  const meta = postMeta(urls, { ...bare, description: '', image: '', tags: [] })
  expect(meta.description).toBe(DEFAULT_SITE_SETTINGS.description)
  expect(meta.image).toBeUndefined()
  expect(meta.article).toEqual({ publishedTime: post.date, author: urls.home, tags: [] })
  expect(meta.feeds).toEqual([{ title: 'Quill', href: urls.feed }])
  expect(meta.jsonLd).toMatchObject({ dateModified: post.date })
  expect(meta.jsonLd).not.toHaveProperty('keywords')
  const tags = headTags(meta)
  expect(tags).toContainEqual({ tag: 'meta', name: 'twitter:card', content: 'summary' })
  expect(
    tags.some((tag) => tag.tag === 'meta' && 'property' in tag && tag.property === 'og:image'),
  ).toBe(false)
})

test('home, tag and author pages name themselves, their canonical address and their feed first', () => {
  expect(homeMeta(urls)).toMatchObject({ title: 'Quill', canonical: 'https://blog.example/' })
  expect(tagMeta(urls, 'baking')).toMatchObject({
    title: '#baking — Quill',
    canonical: 'https://blog.example/tag/baking',
    feeds: [{ href: 'https://blog.example/tag/baking/rss.xml' }, { href: urls.feed }],
  })
  expect(authorMeta(urls, { id: 'ada', name: 'Ada Moreno' })).toMatchObject({
    title: 'Ada Moreno — Quill',
    description: 'Posts by Ada Moreno on Quill.',
    type: 'profile',
    feeds: [{ title: 'Ada Moreno on Quill', href: 'https://blog.example/author/ada/rss.xml' }, {}],
  })
})

test('every tag a head has, in the order the server writes them', () => {
  const kinds = headTags(postMeta(urls, post)).map((tag) =>
    tag.tag === 'meta' ? ('name' in tag ? tag.name : tag.property) : tag.tag,
  )
  expect(kinds).toEqual([
    'title',
    'description',
    'link',
    'link',
    'link',
    'og:site_name',
    'og:type',
    'og:title',
    'og:description',
    'og:url',
    'og:locale',
    'og:image',
    'og:image:width',
    'og:image:height',
    'og:image:alt',
    'article:published_time',
    'article:modified_time',
    'article:author',
    'article:tag',
    'article:tag',
    'twitter:card',
    'twitter:title',
    'twitter:description',
    'twitter:image',
    'json-ld',
  ])
})

test("the site's name is its settings': every title, card, feed and the publisher say it", () => {
  const site = named('Field Notes')
  const meta = postMeta(site, post)
  expect(meta).toMatchObject({
    title: 'Sourdough at altitude — Field Notes',
    siteName: 'Field Notes',
    feeds: [{ title: 'Field Notes' }, { title: 'Ada Moreno on Field Notes' }],
    jsonLd: { publisher: { name: 'Field Notes' } },
  })
  expect(headTags(meta)).toContainEqual({
    tag: 'meta',
    property: 'og:site_name',
    content: 'Field Notes',
  })
  // No description of its own: a post without one, and the home page, fall back to the name.
  expect(postMeta(site, { ...post, description: '' }).description).toBe('Field Notes')
  expect(homeMeta(site)).toMatchObject({ title: 'Field Notes', description: 'Field Notes' })
  expect(tagMeta(site, 'tide').title).toBe('#tide — Field Notes')
})

test("a post's head says its language: JSON-LD inLanguage, og:locale with its region or its likeliest", () => {
  const say = (language?: string) => {
    const meta = postMeta(urls, language === undefined ? post : { ...post, language })
    const ld = meta.jsonLd as { inLanguage: string }
    const locale = headTags(meta).find(
      (tag) => tag.tag === 'meta' && 'property' in tag && tag.property === 'og:locale',
    )
    return [ld.inLanguage, locale && 'content' in locale ? locale.content : undefined]
  }
  expect(say('de-AT')).toEqual(['de-AT', 'de_AT'])
  // A bare language: the region it is most often written in (Intl.Locale#maximize).
  expect(say('de')).toEqual(['de', 'de_DE'])
  expect(say('ar')).toEqual(['ar', 'ar_EG'])
  expect(say('zh-Hant')).toEqual(['zh-Hant', 'zh_TW'])
  // Undetermined: no og:locale at all rather than a guess.
  expect(say('und')).toEqual(['und', undefined])
  // A head made from facts without it (an older cached answer): the site's.
  expect(say()).toEqual(['en', 'en_US'])
})
