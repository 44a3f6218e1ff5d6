// sitemap.xml (https://www.sitemaps.org/protocol.html): the home page, every author, tag, page
// and published post with its lastmod. One file holds at most 50,000 URLs; past that `/sitemap.xml`
// is a sitemap index of `/sitemap/1.xml`, `/sitemap/2.xml`, … Parts list the home page, authors
// and tags first, then posts oldest first, so a new post lands in the last part and the others
// stay the same.
import type { Db } from '../db/schema'
import {
  type SitemapEntry,
  type SitemapPost,
  lastPublishedChange,
  publishedCount,
  sitemapAuthors,
  sitemapPosts,
  sitemapTags,
} from './feed-queries'
import { latest } from './lookups'
import { sitemapPages } from '../pages/page-repository'
import type { SiteUrls } from '../../contract/site-urls'
import { escapeXml } from './xml'
import { slugify } from '../../contract/slug'

/** The protocol's limit of URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

interface SitemapUrl {
  loc: string
  lastmod?: string | undefined
}

export interface SitemapFile {
  xml: string
  /** The newest lastmod in it, for Last-Modified. */
  lastModified: string | undefined
}

function urlset(entries: SitemapUrl[]): SitemapFile {
  const body = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  )
  return {
    xml: [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<urlset xmlns="${XMLNS}">`,
      ...body,
      '</urlset>',
      '',
    ].join('\n'),
    lastModified: latest(...entries.map((entry) => entry.lastmod)) || undefined,
  }
}

/**
 * `/sitemap.xml` (`part` undefined) or `/sitemap/{part}.xml`; undefined for a part that does not
 * exist (and for any part while everything fits in `/sitemap.xml`).
 */
export async function sitemapFile(
  db: Db,
  urls: SiteUrls,
  part: number | undefined,
  limit = SITEMAP_URL_LIMIT,
): Promise<SitemapFile | undefined> {
  const [authors, tags, pages, posts, newest] = await Promise.all([
    sitemapAuthors(db),
    sitemapTags(db),
    sitemapPages(db),
    publishedCount(db),
    lastPublishedChange(db),
  ])
  const fixed: SitemapUrl[] = [
    { loc: urls.home, lastmod: newest },
    ...authors.map((a) => ({
      loc: a.handle ? urls.handle(a.handle) : urls.author(a.key),
      lastmod: a.lastmod,
    })),
    ...tags.map((t: SitemapEntry) => ({ loc: urls.tag(t.key), lastmod: t.lastmod })),
    // The site's pages (About, Privacy…: ADR 0075), at their own addresses.
    ...pages.map((p) => ({ loc: urls.absolute(`/${p.slug}`), lastmod: p.lastmod })),
  ]
  const total = fixed.length + posts
  const parts = Math.ceil(total / limit)
  const postUrl = (p: SitemapPost) => ({
    loc: urls.post(p.key, slugify(p.title)),
    lastmod: p.lastmod,
  })

  if (part === undefined) {
    if (parts <= 1) return urlset([...fixed, ...(await sitemapPosts(db, 0, posts)).map(postUrl)])
    const index = Array.from(
      { length: parts },
      (_, n) => `<sitemap><loc>${escapeXml(urls.sitemapPart(n + 1))}</loc></sitemap>`,
    )
    return {
      xml: [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<sitemapindex xmlns="${XMLNS}">`,
        ...index,
        '</sitemapindex>',
        '',
      ].join('\n'),
      lastModified: newest,
    }
  }
  if (parts <= 1 || part < 1 || part > parts) return undefined
  const start = (part - 1) * limit
  const end = Math.min(start + limit, total)
  const fromFixed = fixed.slice(start, end)
  const postStart = Math.max(start, fixed.length) - fixed.length
  const fromPosts = await sitemapPosts(db, postStart, end - Math.max(start, fixed.length))
  return urlset([...fromFixed, ...fromPosts.map(postUrl)])
}
