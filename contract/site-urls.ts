// The public addresses of pages and feeds, absolute on the configured origin (PUBLIC_URL): a
// canonical link, a feed or a sitemap is read away from the page, with nothing to resolve against.
export interface SiteUrls {
  origin: string
  home: string
  /** A post's page, `/post/:id/:slug` (issue 27): its slug from contract/slug.ts. */
  post(id: string, slug: string): string
  tag(tag: string): string
  author(id: string): string
  /** `/@handle`: an author by their handle (issue 24). */
  handle(handle: string): string
  feed: string
  tagFeed(tag: string): string
  authorFeed(id: string): string
  sitemap: string
  sitemapPart(n: number): string
  /** Any path or URL, absolute. */
  absolute(url: string): string
}

/** A post's page on this site: the path every link to it uses (`/post/:id` redirects here). */
export const postPath = (id: string, slug: string) =>
  `/post/${encodeURIComponent(id)}/${encodeURIComponent(slug)}`

export function siteUrls(origin: string): SiteUrls {
  const base = origin.replace(/\/+$/, '')
  const segment = encodeURIComponent
  return {
    origin: base,
    home: `${base}/`,
    post: (id, slug) => `${base}${postPath(id, slug)}`,
    tag: (tag) => `${base}/tag/${segment(tag)}`,
    author: (id) => `${base}/author/${segment(id)}`,
    handle: (handle) => `${base}/@${segment(handle)}`,
    feed: `${base}/rss.xml`,
    tagFeed: (tag) => `${base}/tag/${segment(tag)}/rss.xml`,
    authorFeed: (id) => `${base}/author/${segment(id)}/rss.xml`,
    sitemap: `${base}/sitemap.xml`,
    sitemapPart: (n) => `${base}/sitemap/${n}.xml`,
    absolute: (url) => new URL(url, `${base}/`).href,
  }
}
