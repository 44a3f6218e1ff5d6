// The sitemap (split into an index past its limit) and robots.txt, on both databases: every
// published page once with its lastmod, drafts never, the screens for a user kept from crawlers.
import { describe, expect, test } from 'vitest'
import { siteUrls } from '../../contract/site-urls'
import { testDialects } from '../../tests/setup/server'
import { findableWorld, origin, parseXml } from './findable-suite'
import { sitemapFile } from './sitemap'

describe.each(testDialects())('sitemap and robots.txt on %s', (dialect) => {
  const w = findableWorld(dialect)
  const { get } = w

  interface UrlSet {
    urlset: { '@xmlns': string; url: { loc: string; lastmod: string }[] }
  }

  test('sitemap.xml lists the home page, every author, tag and published post with lastmod', async () => {
    const res = await get('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    const { urlset } = parseXml<UrlSet>(res.body)
    expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const locs = urlset.url.map((url) => url.loc)
    expect(locs).toContain(`${origin}/`)
    expect(locs).toContain(`${origin}/author/ada-uid`)
    // With a handle, an author's one address is /@handle, the page's canonical.
    expect(locs).toContain(`${origin}/@grace`)
    expect(locs).not.toContain(`${origin}/author/grace-uid`)

    expect(locs).toContain(`${origin}/tag/three`)
    // Each post at its own address, with its slug (issue 27).
    for (const id of [...w.ids, w.hostileId]) {
      expect(locs.filter((loc) => loc.startsWith(`${origin}/post/${id}/`))).toHaveLength(1)
    }
    expect(locs).toContain(`${origin}/post/${w.ids.at(-1)}/post-1`)
    expect(locs.filter((loc) => loc.includes(w.draftId))).toEqual([])
    expect(locs).not.toContain(`${origin}/tag/secret`)
    expect(locs).not.toContain(`${origin}/author/theo-uid`)
    expect(new Set(locs).size).toBe(locs.length)
    for (const url of urlset.url) expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/)
    // Only an index has parts.
    expect((await get('/sitemap/1.xml')).statusCode).toBe(404)
    expect((await get('/sitemap/x.xml')).statusCode).toBe(400)
  })

  test('past its limit the sitemap is an index whose parts list every URL once', async () => {
    const urls = siteUrls(origin)
    const db = w.t.app.database.db
    const whole = await sitemapFile(db, urls, undefined)
    const all = parseXml<UrlSet>(whole?.xml ?? '').urlset.url.map((url) => url.loc)
    const limit = 7
    const index = await sitemapFile(db, urls, undefined, limit)
    const { sitemapindex } = parseXml<{ sitemapindex: { sitemap: { loc: string }[] } }>(
      index?.xml ?? '',
    )
    const parts = Math.ceil(all.length / limit)
    expect(sitemapindex.sitemap.map((s) => s.loc)).toEqual(
      Array.from({ length: parts }, (_, n) => `${origin}/sitemap/${n + 1}.xml`),
    )
    const listed: string[] = []
    for (let part = 1; part <= parts; part++) {
      const file = await sitemapFile(db, urls, part, limit)
      const locs = parseXml<UrlSet>(file?.xml ?? '').urlset.url.map((url) => url.loc)
      expect(locs.length).toBeLessThanOrEqual(limit)
      listed.push(...locs)
    }
    expect(listed.sort()).toEqual([...all].sort())
    expect(await sitemapFile(db, urls, parts + 1, limit)).toBeUndefined()
    expect(await sitemapFile(db, urls, 0, limit)).toBeUndefined()
  })

  test('robots.txt keeps the API, the mailbox and the screens for a user out, and names the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    const lines = res.body.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of [
      '/api/',
      '/dev-mailbox',
      '/managePosts',
      '/new-post',
      '/post-edit/',
      '/post-history/',
      '/profile',
      '/reading-list',
      '/subscriptions',
      '/notifications',
      '/moderation',
      '/stats',
      '/login',
      '/register',
      '/verify-email',
      '/unsubscribe',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    // What a reader sees is open to crawlers: no rule covers it.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((l) => l.slice(10))
    for (const open of ['/', '/@ada', '/author/x', '/post/x/y', '/tag/x', '/privacy', '/status']) {
      expect(
        disallowed.filter((rule) => rule !== '/' && open.startsWith(rule)),
        open,
      ).toEqual([])
    }
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`)
    expect(res.body).not.toMatch(/Disallow: \/\s*$/m)
  })
})
