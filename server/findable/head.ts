// A page's head for whoever reads only the first response: search engines, link unfurlers
// (chat apps, social sites), feed readers' discovery (issue 15). Every value is text escaped for
// an attribute, and the JSON-LD block is script-safe JSON, so no title can leave its element.
import { imageVariantName, imageVariantWidths, parseHostedImageName } from '../../contract/images'

export interface FeedLink {
  title: string
  href: string
}

export interface SocialImage {
  url: string
  width?: number
  height?: number
}

export interface PageMeta {
  /** The whole document title ("A post — Quill"). */
  title: string
  /** The title cards show (the post's own, without the site's name). */
  cardTitle: string
  description: string
  /** Absolute. */
  canonical: string
  type: 'website' | 'article' | 'profile'
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

export const SITE_NAME = 'Quill'
export const SITE_DESCRIPTION = 'Quill: read and write blog posts'

/** Escaped for a double-quoted attribute value or for text. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/**
 * JSON safe inside a `<script>` element: no `<` can close it (`</script>`, `<!--`), and U+2028
 * and U+2029 (line breaks to an older JavaScript parser) are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')
}

/** Search results show about 155 characters; a card a little less. */
export const DESCRIPTION_MAX = 160

/** A plain-text preview: whitespace collapsed, cut at a word with an ellipsis. */
export function describe(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim()
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

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`

/** The head elements of a page, besides its `<title>` and description (pageDocument sets those). */
export function headElements(page: PageMeta): string[] {
  const elements = [
    `<link rel="canonical" href="${escapeHtml(page.canonical)}">`,
    ...page.feeds.map(
      (feed) =>
        `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`,
    ),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', page.type),
    meta('property', 'og:title', page.cardTitle),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonical),
  ]
  if (page.image) {
    elements.push(meta('property', 'og:image', page.image.url))
    if (page.image.width && page.image.height) {
      elements.push(meta('property', 'og:image:width', String(page.image.width)))
      elements.push(meta('property', 'og:image:height', String(page.image.height)))
    }
    elements.push(meta('property', 'og:image:alt', page.cardTitle))
  }
  if (page.article) {
    elements.push(meta('property', 'article:published_time', page.article.publishedTime))
    if (page.article.modifiedTime) {
      elements.push(meta('property', 'article:modified_time', page.article.modifiedTime))
    }
    elements.push(meta('property', 'article:author', page.article.author))
    for (const tag of page.article.tags) elements.push(meta('property', 'article:tag', tag))
  }
  elements.push(
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.cardTitle),
    meta('name', 'twitter:description', page.description),
  )
  if (page.image) elements.push(meta('name', 'twitter:image', page.image.url))
  if (page.jsonLd !== undefined) {
    // A data block, never executed: the Content-Security-Policy needs no exception for it.
    elements.push(`<script type="application/ld+json">${scriptSafeJson(page.jsonLd)}</script>`)
  }
  return elements
}
