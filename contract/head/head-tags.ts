// A page's head as data (issues 15 and 20): what search engines, link unfurlers and feed readers
// read, decided once from the page's facts (page-meta.ts) and written by two hands that cannot
// disagree — the server as HTML for the first response (server/findable/head.ts), the client's
// router as each route's `head()` after an in-app navigation (src/lib/route-head.ts).
import { imageVariantName, imageVariantWidths, parseHostedImageName } from '../image-names'
import type { SiteUrls } from '../site-urls'

export interface FeedLink {
  title: string
  href: string
}

export interface SocialImage {
  url: string
  width?: number
  height?: number
}

/**
 * What a page's head says of the site: its public addresses and, from its settings, its name,
 * description and language (docs/decisions/0074). The server reads the settings per page; the
 * client's router context reads them from the query cache, so a rename shows at once.
 */
export interface SiteHead extends SiteUrls {
  readonly name: string
  readonly description: string
  readonly language: string
  /** The site's accounts elsewhere (schema.org `sameAs`, docs/decisions/0076). */
  readonly sameAs: readonly string[]
  /** Its logo's and cover's stored image names, '' for none (ADR 0076). */
  readonly logo: string
  readonly cover: string
}

export interface PageMeta {
  /** The whole document title ("A post — Field Notes"). */
  title: string
  /** The site's name (`og:site_name`). */
  siteName: string
  /** The title cards show (the post's own, without the site's name). */
  cardTitle: string
  description: string
  /** Absolute. */
  canonical: string
  type: 'website' | 'article' | 'profile'
  /** Open Graph's `og:locale` (`de_DE`): a post's language (ADR 0077), where a region is known. */
  locale?: string
  image?: SocialImage
  article?: {
    publishedTime: string
    modifiedTime?: string
    /** The author's page, absolute. */
    author: string
    tags: string[]
  }
  feeds: FeedLink[]
  /** Structured data (schema.org), as a JSON-LD block. */
  jsonLd?: unknown
}

/** Search results show about 155 characters; a card a little less. */
export const DESCRIPTION_MAX = 160

/**
 * A plain-text preview: whitespace collapsed, cut at a word with an ellipsis. Words are read
 * only until the preview is full: a post's text may be 50,000 characters, and an outbox page or a
 * feed describes 20 posts at a time (docs/decisions/0053).
 */
export function describe(text: string, max = DESCRIPTION_MAX): string {
  let flat = ''
  for (const [word] of text.matchAll(/\S+/g)) {
    flat = flat ? `${flat} ${word}` : word
    if (flat.length > max) break
  }
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const atWord = cut.replace(/\s+\S*$/, '')
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()}…`
}

/** The width link previews draw a large card at (Open Graph asks at least 1200 px wide). */
export const SOCIAL_CARD_WIDTH = 1280

/**
 * A post's cover as a card: the image host's variant nearest 1280 px wide (ADR 0020) rather
 * than the full image, which may be 2000 px; any other URL as it is. Relative URLs are made
 * absolute: an unfurler has no page to resolve them against.
 */
export function socialImage(url: string, origin: string): SocialImage | undefined {
  if (!url) return undefined
  let absolute: string
  try {
    absolute = new URL(url, `${origin}/`).href
  } catch {
    return undefined
  }
  const match = /^(.*\/images\/)([^/?#]+)$/.exec(absolute)
  const parsed = match ? parseHostedImageName(match[2] ?? '') : undefined
  if (!match || !parsed?.size || parsed.variant !== undefined) return { url: absolute }
  const { width, height } = parsed.size
  if (!imageVariantWidths(width).includes(SOCIAL_CARD_WIDTH))
    return { url: absolute, width, height }
  return {
    url: `${match[1]}${imageVariantName(match[2] ?? '', SOCIAL_CARD_WIDTH)}`,
    width: SOCIAL_CARD_WIDTH,
    height: Math.round((height * SOCIAL_CARD_WIDTH) / width),
  }
}

/** One element of the head, in the order it is written. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string }
  | { tag: 'link'; rel: 'alternate'; type: 'application/rss+xml'; title: string; href: string }
  | { tag: 'json-ld'; data: unknown }

const property = (key: string, content: string): HeadTag => ({
  tag: 'meta',
  property: key,
  content,
})
const named = (key: string, content: string): HeadTag => ({ tag: 'meta', name: key, content })

/** Every element of a page's head: title and description, links, Open Graph, Twitter, JSON-LD. */
export function headTags(page: PageMeta): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: 'title', text: page.title },
    named('description', page.description),
    { tag: 'link', rel: 'canonical', href: page.canonical },
    ...page.feeds.map((feed): HeadTag => ({
      tag: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: feed.title,
      href: feed.href,
    })),
    property('og:site_name', page.siteName),
    property('og:type', page.type),
    property('og:title', page.cardTitle),
    property('og:description', page.description),
    property('og:url', page.canonical),
  ]
  if (page.locale) tags.push(property('og:locale', page.locale))
  if (page.image) {
    tags.push(property('og:image', page.image.url))
    if (page.image.width && page.image.height) {
      tags.push(property('og:image:width', String(page.image.width)))
      tags.push(property('og:image:height', String(page.image.height)))
    }
    tags.push(property('og:image:alt', page.cardTitle))
  }
  if (page.article) {
    tags.push(property('article:published_time', page.article.publishedTime))
    if (page.article.modifiedTime) {
      tags.push(property('article:modified_time', page.article.modifiedTime))
    }
    tags.push(property('article:author', page.article.author))
    for (const tag of page.article.tags) tags.push(property('article:tag', tag))
  }
  tags.push(
    named('twitter:card', page.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', page.cardTitle),
    named('twitter:description', page.description),
  )
  if (page.image) tags.push(named('twitter:image', page.image.url))
  if (page.jsonLd !== undefined) tags.push({ tag: 'json-ld', data: page.jsonLd })
  return tags
}

/** A site's head facts: its addresses with its name, description, language and accounts read by `facts`. */
export function siteHead(
  urls: SiteUrls,
  facts: () => {
    name: string
    description: string
    language: string
    sameAs?: readonly string[]
    logo?: string
    cover?: string
  },
): SiteHead {
  return Object.defineProperties(
    { ...urls },
    {
      name: { get: () => facts().name, enumerable: true },
      description: { get: () => facts().description, enumerable: true },
      language: { get: () => facts().language, enumerable: true },
      sameAs: { get: () => facts().sameAs ?? [], enumerable: true },
      logo: { get: () => facts().logo ?? '', enumerable: true },
      cover: { get: () => facts().cover ?? '', enumerable: true },
    },
  ) as SiteHead
}
