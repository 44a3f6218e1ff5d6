// Issue 15 on both databases: RSS feeds, the sitemap (split into an index past its limit) and
// robots.txt, read with a real XML parser; drafts never appear; ETag/Last-Modified and 304.
import { PUBLIC_CACHE_CONTROL } from '../../tests/setup/cache'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addPost } from '../../tests/setup/posts'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { FEED_ITEM_HTML_MAX, FEED_SIZE } from './rss'
import { sitemapFile } from './sitemap'
import { siteUrls } from '../../contract/site-urls'

const origin = 'https://blog.example'
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Every item and url a list, even alone.
  isArray: (name) => ['item', 'url', 'sitemap', 'category'].includes(name),
})

interface RssItem {
  title: string
  link: string
  guid: { '#text': string; '@isPermaLink': string }
  pubDate: string
  'dc:creator': string
  description: string
  'content:encoded': string
  category?: string[]
}
interface Rss {
  rss: {
    '@version': string
    channel: {
      title: string
      link: string
      lastBuildDate?: string
      'atom:link': { '@href': string }
      item?: RssItem[]
    }
  }
}

function parseXml<T>(xml: string): T {
  expect(XMLValidator.validate(xml)).toBe(true)
  return parser.parse(xml) as T
}

describe.each(testDialects())('feeds, sitemap and robots.txt on %s', (dialect) => {
  let t: TestApp
  const ids: string[] = []
  let draftId = ''
  let hostileId = ''

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: origin })
    const db = t.app.database.db
    // 23 published posts (a feed shows 20), the oldest first.
    for (let n = 23; n >= 1; n--) {
      ids.push(
        await addPost(db, {
          title: `Post ${n}`,
          body: `Body of post ${n}, with [a link](https://example.org/${n}).`,
          minutesAgo: n * 10,
          authorId: n % 2 ? 'ada-uid' : 'grace-uid',
          authorName: n % 2 ? 'Ada Moreno' : 'Grace Okafor',
          tags: n % 3 === 0 ? ['three'] : [],
          image: n === 1 ? `${origin}/images/cover.webp` : '',
        }),
      )
    }
    // Grace has a handle (issue 24): her page's one address is /@grace.
    await db
      .insertInto('profiles')
      .values({
        uid: 'grace-uid',
        display_name: 'Grace Okafor',
        handle: 'grace',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute()
    hostileId = await addPost(db, {
      title: 'A ]]> & <b>bold</b> title\u0001',
      body: 'Code: `]]>` and </script> inside.',
      minutesAgo: 5,
      tags: ['three'],
    })
    draftId = await addPost(db, {
      title: 'A secret draft',
      status: 'draft',
      authorId: 'theo-uid',
      tags: ['secret'],
    })
  })
  afterAll(() => t.close())

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers })

  test('/rss.xml: RSS 2.0 of the latest 20 published posts, newest first, in full', async () => {
    const res = await get('/rss.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8')
    const { rss } = parseXml<Rss>(res.body)
    expect(rss['@version']).toBe('2.0')
    expect(rss.channel.title).toBe('Quill')
    expect(rss.channel.link).toBe(`${origin}/`)
    expect(rss.channel['atom:link']['@href']).toBe(`${origin}/rss.xml`)
    const items = rss.channel.item ?? []
    expect(items).toHaveLength(20)
    expect(items.map((item) => item.title).slice(0, 3)).toEqual([
      'A ]]> & <b>bold</b> title',
      'Post 1',
      'Post 2',
    ])
    const first = items[1]
    expect(first?.link).toBe(`${origin}/post/${ids.at(-1)}/post-1`)
    expect(first?.guid).toEqual({ '#text': first?.link, '@isPermaLink': 'true' })
    expect(new Date(first?.pubDate ?? '').getTime()).toBeGreaterThan(Date.now() - 20 * 60_000)
    expect(first?.['dc:creator']).toBe('Ada Moreno')
    // The whole rendered HTML, with absolute links and the cover as an absolute image.
    expect(first?.['content:encoded']).toContain(`<img src="${origin}/images/cover.webp" alt="">`)
    expect(first?.['content:encoded']).toContain('<a href="https://example.org/1"')
    expect(first?.description).toBe('Body of post 1, with a link.')
    // CDATA split around `]]>`, markup in the title escaped, the control character dropped.
    expect(items[0]?.['content:encoded']).toContain('<code>]]&gt;</code>')
    expect(res.body).not.toContain('A secret draft')
    // The newest change in it: the newest post's date, 5 minutes ago (to the second).
    const lastBuild = new Date(rss.channel.lastBuildDate ?? '').getTime()
    expect(Math.abs(lastBuild - (Date.now() - 5 * 60_000))).toBeLessThan(30_000)
  })

  test('a description is HTML that draws as the text, never markup; a title is plain text', async () => {
    const items = parseXml<Rss>((await get('/rss.xml')).body).rss.channel.item ?? []
    const hostile = items[0]
    expect(hostile?.title).toBe('A ]]> & <b>bold</b> title')
    for (const item of items) {
      // The W3C feed validator's rule: HTML has no bare `<`, and `&` only starting an entity.
      expect(item.description).not.toMatch(/<|&(?!(amp|lt|gt|quot|#39);)/)
      // A reader that does not sanitise draws it as HTML: only text comes out.
      const drawn = JSDOM.fragment(item.description)
      expect(drawn.querySelectorAll('*')).toHaveLength(0)
    }
    expect(JSDOM.fragment(hostile?.description ?? '').textContent).toBe(
      'Code: ]]> and </script> inside.',
    )
  })

  test('a feed of very long posts stays small: each over the bound is its summary and a link', async () => {
    const own = await createTestApp(dialect, { PUBLIC_URL: origin })
    try {
      // 50,000 characters whose HTML is nearly three times as long.
      const body = '*a* '.repeat(12_500)
      for (let n = 0; n < 20; n++) await addPost(own.app.database.db, { title: `Long ${n}`, body })
      const res = await own.app.inject({ method: 'GET', url: '/rss.xml' })
      expect(res.statusCode).toBe(200)
      expect(res.body.length).toBeLessThan(FEED_SIZE * (FEED_ITEM_HTML_MAX + 2_000))
      const items = parseXml<Rss>(res.body).rss.channel.item ?? []
      expect(items).toHaveLength(20)
      expect(items[0]?.['content:encoded']).toContain('Read the whole post</a>')
    } finally {
      await own.close()
    }
  })

  test("an author's and a tag's feed; unknown ones, and a draft's, are 404s", async () => {
    const ada = parseXml<Rss>((await get('/author/ada-uid/rss.xml')).body)
    expect(ada.rss.channel.title).toBe('Ada Moreno on Quill')
    expect(ada.rss.channel.link).toBe(`${origin}/author/ada-uid`)
    const adaItems = ada.rss.channel.item ?? []
    expect(adaItems.every((item) => item['dc:creator'] === 'Ada Moreno')).toBe(true)
    expect(adaItems.map((item) => item.title)).toContain('Post 23')
    const three = parseXml<Rss>((await get('/tag/Three/rss.xml')).body)
    expect(three.rss.channel['atom:link']['@href']).toBe(`${origin}/tag/three/rss.xml`)
    expect((three.rss.channel.item ?? []).map((item) => item.title)).toEqual([
      'A ]]> & <b>bold</b> title',
      ...[3, 6, 9, 12, 15, 18, 21].map((n) => `Post ${n}`),
    ])
    for (const url of [
      '/author/theo-uid/rss.xml',
      '/author/nobody/rss.xml',
      // A control character no account id has (PostgreSQL refuses a NUL in text).
      '/author/%00/rss.xml',
      '/tag/secret/rss.xml',
      '/tag/none/rss.xml',
      '/tag/%3Cb%3E/rss.xml',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } })
    }
  })

  test('feeds and sitemaps answer 304 to the ETag or the date the reader holds', async () => {
    for (const url of [
      '/rss.xml',
      '/tag/three/rss.xml',
      '/author/ada-uid/rss.xml',
      '/sitemap.xml',
    ]) {
      const res = await get(url)
      const etag = String(res.headers.etag)
      const lastModified = String(res.headers['last-modified'])
      expect(etag, url).toMatch(/^"[\w-]+"$/)
      expect(new Date(lastModified).getTime(), url).toBeGreaterThan(Date.now() - 3_600_000)
      expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
      const again = await get(url, { 'if-none-match': etag })
      expect(again.statusCode, url).toBe(304)
      expect(again.body).toBe('')
      expect((await get(url, { 'if-none-match': '"stale"' })).statusCode, url).toBe(200)
      expect((await get(url, { 'if-modified-since': lastModified })).statusCode, url).toBe(304)
      const before = new Date(Date.parse(lastModified) - 1000).toUTCString()
      expect((await get(url, { 'if-modified-since': before })).statusCode, url).toBe(200)
    }
    // A new post changes the feed: the old ETag no longer matches.
    const { etag } = (await get('/rss.xml')).headers
    await addPost(t.app.database.db, { title: 'Fresh', minutesAgo: 0 })
    // Written behind the server's back, so it is told (plugins/public-answers.ts).
    t.app.publicAnswersChanged()
    const changed = await get('/rss.xml', { 'if-none-match': String(etag) })
    expect(changed.statusCode).toBe(200)
    expect(parseXml<Rss>(changed.body).rss.channel.item?.[0]?.title).toBe('Fresh')
  })

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
    for (const id of [...ids, hostileId]) {
      expect(locs.filter((loc) => loc.startsWith(`${origin}/post/${id}/`))).toHaveLength(1)
    }
    expect(locs).toContain(`${origin}/post/${ids.at(-1)}/post-1`)
    expect(locs.filter((loc) => loc.includes(draftId))).toEqual([])
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
    const db = t.app.database.db
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
