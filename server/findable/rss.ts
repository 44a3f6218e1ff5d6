// RSS 2.0 (https://www.rssboard.org/rss-specification) for the site, an author and a tag: the
// latest posts with their whole rendered HTML (stored at write time, ADR 0022, absolute links
// and images only), absolute links, and the cover as an image above the body.
import { publicName } from '../profiles/public-name'
import { parseTags } from '../posts/post-rows'
import { describe, escapeHtml } from './head'
import type { PostWithAuthor } from './lookups'
import type { SiteUrls } from './urls'
import { cdata, escapeXml, rfc822 } from './xml'

export const FEED_SIZE = 20

export interface FeedChannel {
  title: string
  /** The page the feed mirrors, absolute. */
  link: string
  /** The feed's own URL, absolute. */
  self: string
  description: string
}

function item(post: PostWithAuthor, urls: SiteUrls): string {
  const link = urls.post(post.id)
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
    ...parseTags(post.tags).map((tag) => `<category>${escapeXml(tag)}</category>`),
    // Readers draw a description as HTML (RSS 2.0 says it may be), many without sanitising:
    // the plain text is escaped for HTML, then for XML, so it can only ever draw as text. The
    // title stays plain text, escaped for XML once (issue 21).
    `<description>${escapeXml(escapeHtml(describe(post.body_text, 300)))}</description>`,
    `<content:encoded>${cdata(cover + post.body_html)}</content:encoded>`,
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
    '<language>en</language>',
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [`<lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`] : []),
    ...posts.map((post) => item(post, urls)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
