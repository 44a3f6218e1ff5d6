// RSS feeds on both databases (ADR 0025), read with a real XML parser: the latest posts in
// full, safe descriptions, bounded size, an author's and a tag's feeds, ETag/Last-Modified and 304.
import { JSDOM } from 'jsdom'
import { describe, expect, test } from 'vitest'
import { PUBLIC_CACHE_CONTROL } from '../../tests/setup/cache'
import { addPost } from '../../tests/setup/posts'
import { createTestApp, testDialects } from '../../tests/setup/server'
import { type Rss, findableWorld, origin, parseXml } from './findable-suite'
import { FEED_ITEM_HTML_MAX, FEED_SIZE } from './rss'

describe.each(testDialects())('feeds on %s', (dialect) => {
  const w = findableWorld(dialect)
  const { get } = w

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
    expect(first?.link).toBe(`${origin}/post/${w.ids.at(-1)}/post-1`)
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
    await addPost(w.t.app.database.db, { title: 'Fresh', minutesAgo: 0 })
    // Written behind the server's back, so it is told (plugins/public-answers.ts).
    w.t.app.publicAnswersChanged()
    const changed = await get('/rss.xml', { 'if-none-match': String(etag) })
    expect(changed.statusCode).toBe(200)
    expect(parseXml<Rss>(changed.body).rss.channel.item?.[0]?.title).toBe('Fresh')
  })
})
