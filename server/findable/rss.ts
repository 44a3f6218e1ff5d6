// RSS 2.0 (https://www.rssboard.org/rss-specification) for the site, an author and a tag: the
// latest posts with their whole rendered HTML (stored at write time, ADR 0022; its links on the
// site made absolute here, ADR 0031), absolute links, and the cover as an image above the body.
import { publicName } from '../profiles/public-name'
import { parseTags } from '../posts/post-rows'
import { describe } from '../../contract/head/head-tags'
import { escapeHtml } from './head'
import type { PostWithAuthor } from './lookups'
import type { SiteUrls } from '../../contract/site-urls'
import { cdata, escapeXml, rfc822 } from './xml'
import { slugify } from '../../contract/slug'

export const FEED_SIZE = 20

export interface FeedChannel {
  title: string
  /** The page the feed mirrors, absolute. */
  link: string
  /** The feed's own URL, absolute. */
  self: string
  description: string
  /** The site's language (its settings, ADR 0074), or the one the feed is filtered by. */
  language: string
}

/**
 * A post's HTML goes into its item whole up to this many characters; a longer one as its summary
 * and a link to it. Markdown amplifies (`*a* ` is 4 characters, `<em>a</em> ` 11): 20 posts of
 * 50,000 characters made `/rss.xml` 20.5 MB, too large to be kept, drawn again for every poll
 * (issue 21). At most ~400 kB of HTML a feed now.
 */
export const FEED_ITEM_HTML_MAX = 20_000

/**
 * A post may link within the site (`/post/…`, `#install`, ADR 0031); a feed reader shows the HTML
 * away from it, so each such href is made absolute on the post's own URL. The renderer writes
 * every href as `href="…"`, escaped, so this reads them exactly.
 */
export function absoluteLinks(html: string, postUrl: string): string {
  return html.replace(/<a href="([^"]*)"/g, (whole, href: string) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return whole
    const decoded = href.replace(/&amp;/g, '&')
    return `<a href="${escapeHtml(new URL(decoded, postUrl).href)}"`
  })
}

function content(post: PostWithAuthor, link: string): string {
  if (post.body_html.length <= FEED_ITEM_HTML_MAX) return absoluteLinks(post.body_html, link)
  return [
    `<p>${escapeHtml(describe(post.body_text, 600))}</p>`,
    `<p><a href="${escapeHtml(link)}">Read the whole post</a></p>`,
  ].join('\n')
}

function item(post: PostWithAuthor, urls: SiteUrls): string {
  const link = urls.post(post.id, slugify(post.title))
  const cover = post.image
    ? `<p><img src="${escapeHtml(urls.absolute(post.image))}" alt=""></p>\n`
    : ''
  return [
    '<item>',
    `<title>${escapeXml(post.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `<pubDate>${rfc822(post.created_at)}</pubDate>`,
    `<dc:creator>${escapeXml(publicName(post.author_name_now))}</dc:creator>`,
    // RSS 2.0 names a language for the channel only; Dublin Core's says each item's (ADR 0077).
    `<dc:language>${escapeXml(post.language)}</dc:language>`,
    ...parseTags(post.tags).map((tag) => `<category>${escapeXml(tag)}</category>`),
    // Readers draw a description as HTML (RSS 2.0 says it may be), many without sanitising:
    // the plain text is escaped for HTML, then for XML, so it can only ever draw as text. The
    // title stays plain text, escaped for XML once (issue 21).
    `<description>${escapeXml(escapeHtml(describe(post.body_text, 300)))}</description>`,
    `<content:encoded>${cdata(cover + content(post, link))}</content:encoded>`,
    '</item>',
  ].join('\n')
}

export function rssDocument(
  channel: FeedChannel,
  posts: PostWithAuthor[],
  urls: SiteUrls,
  lastBuild: string | undefined,
): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${escapeXml(channel.language)}</language>`,
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [`<lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`] : []),
    ...posts.map((post) => item(post, urls)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
