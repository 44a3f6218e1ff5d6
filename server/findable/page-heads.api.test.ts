// Issue 15 on both databases: each page's status and head, decided from the database, whether
// or not the page is also drawn (this file serves index.html alone; page-render.api.test.ts
// draws with the real server render).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { linkHrefs, metaContent, parseHead } from '../../tests/setup/head-tags'
import { addPost } from '../../tests/setup/posts'
import { slugify } from '../../contract/slug'
import { postPath } from '../../contract/site-urls'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'

const HOSTILE = '"</title><script>alert(1)</script>'
const COVER = `http://localhost:3000/images/${'a'.repeat(64)}-2000x1000.webp`

describe.each(testDialects())('page heads and statuses on %s', (dialect) => {
  let t: TestApp
  let distDir: string
  let postId: string
  let hostileId: string
  let draftId: string
  const origin = 'https://blog.example'

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-heads-'))
    fs.copyFileSync('index.html', path.join(distDir, 'index.html'))
    t = await createTestApp(
      dialect,
      { PUBLIC_URL: origin, ALLOWED_HOSTS: 'localhost' },
      { distDir },
    )
    const db = t.app.database.db
    postId = await addPost(db, {
      title: 'Sourdough at altitude',
      body: `# Sourdough\n\nBaking **bread** high up ${'takes patience and a slower rise. '.repeat(12)}`,
      image: COVER,
      tags: ['baking', 'bread'],
      minutesAgo: 5,
      editedMinutesAgo: 1,
    })
    hostileId = await addPost(db, {
      title: HOSTILE,
      body: 'Line\u2028separator </script><script>alert(2)</script> & more.',
      authorId: 'grace-uid',
      authorName: 'Grace </title> Okafor',
    })
    draftId = await addPost(db, {
      title: 'Secret draft',
      status: 'draft',
      authorId: 'theo-uid',
      tags: ['hidden'],
    })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(distDir, { recursive: true, force: true })
  })

  const page = async (url: string) => {
    const res = await t.app.inject({ url, headers: { host: 'localhost' } })
    const head = parseHead(res.body)
    return {
      res,
      head,
      title: head.title,
      prop: (key: string) => metaContent(head, key),
      named: (key: string) => metaContent(head, key),
      canonical: linkHrefs(head, 'canonical')[0],
      feeds: linkHrefs(head, 'alternate', 'application/rss+xml'),
    }
  }

  test("a post's head: title, description, canonical, Open Graph, Twitter, JSON-LD, feeds", async () => {
    const { res, head, prop, named, title, canonical, feeds } = await page(
      `/post/${postId}/sourdough-at-altitude`,
    )
    expect(res.statusCode).toBe(200)
    expect(title).toBe('Sourdough at altitude — Quill')
    const description = named('description') ?? ''
    // The body opens with a heading, which ends like a sentence (issue 22).
    expect(description).toMatch(/^Sourdough\. Baking bread high up takes patience/)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description).toMatch(/…$/)
    expect(head.meta.get('description')).toHaveLength(1)
    expect(canonical).toBe(`${origin}/post/${postId}/sourdough-at-altitude`)
    expect(prop('og:type')).toBe('article')
    expect(prop('og:title')).toBe('Sourdough at altitude')
    expect(prop('og:description')).toBe(description)
    expect(prop('og:url')).toBe(`${origin}/post/${postId}/sourdough-at-altitude`)
    // The 1280 px variant of a 2000 px cover (ADR 0020), not the full image.
    expect(prop('og:image')).toBe(COVER.replace('.webp', '-w1280.webp'))
    expect(prop('og:image:width')).toBe('1280')
    expect(prop('og:image:height')).toBe('640')
    expect(prop('article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(prop('article:modified_time')).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(prop('article:author')).toBe(`${origin}/author/ada-uid`)
    expect(head.meta.get('article:tag')).toEqual(['baking', 'bread'])
    expect(named('twitter:card')).toBe('summary_large_image')
    expect(named('twitter:title')).toBe('Sourdough at altitude')
    expect(named('twitter:image')).toBe(prop('og:image'))
    expect(feeds).toEqual([`${origin}/rss.xml`, `${origin}/author/ada-uid/rss.xml`])
    const ld = head.jsonLd[0] as { headline: string; author: { name: string } }
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Sourdough at altitude',
      url: `${origin}/post/${postId}/sourdough-at-altitude`,
      author: { '@type': 'Person', name: 'Ada Moreno', url: `${origin}/author/ada-uid` },
      image: prop('og:image'),
      publisher: {
        '@type': 'Organization',
        name: 'Quill',
        logo: { '@type': 'ImageObject', url: `${origin}/logo.png`, width: 512, height: 512 },
      },
    })
  })

  test('a post has one address, /post/:id/:slug: its id alone or any other slug moves there (301)', async () => {
    const own = `/post/${postId}/sourdough-at-altitude`
    for (const [url, location] of [
      [`/post/${postId}`, own],
      [`/post/${postId}/`, own],
      [`/post/${postId}/an-older-title`, own],
      [`/post/${postId}/an-older-title?utm_source=mail`, `${own}?utm_source=mail`],
      [`/post/${postId}/SOURDOUGH-AT-ALTITUDE`, own],
    ]) {
      const res = await t.app.inject({ url, headers: { host: 'localhost' } })
      expect(res.statusCode, url).toBe(301)
      expect(res.headers.location, url).toBe(location)
      // Not kept for ever: a title changed back would make a loop of kept moves.
      expect(String(res.headers['cache-control'])).not.toMatch(/immutable|max-age=3\d{6}/)
      // The reader's referrer survives the move (its origin), so the author's statistics see
      // where they came from (ADR 0055); `no-referrer` here dropped it.
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
    }
    expect((await page(own)).res.statusCode).toBe(200)
    // The API carries the slug, on the post and on every list's copy of it.
    expect((await t.app.inject(`/api/post/${postId}`)).json().slug).toBe('sourdough-at-altitude')
    const feed = await t.app.inject('/api/posts?tag=baking')
    expect(feed.json()).toEqual([expect.objectContaining({ slug: 'sourdough-at-altitude' })])
  })

  test('a title change changes the slug; the old addresses keep moving to the new one', async () => {
    const id = await addPost(t.app.database.db, { title: 'Как я провёл лето' })
    // Its first address, from its first title, transliterated (nothing asked yet: a drawn page is
    // kept until a write through the API, and this change goes straight to the database).
    const first = `/post/${id}/kak-ya-provyol-leto`
    await t.app.database.db
      .updateTable('posts')
      .set({ title: '夏天的日记' })
      .where('id', '=', id)
      .execute()
    // A title it cannot spell in Latin letters keeps them, as a UTF-8 path segment.
    const now = `/post/${id}/${encodeURIComponent('夏天的日记')}`
    for (const url of [first, `/post/${id}`]) {
      const res = await t.app.inject({ url, headers: { host: 'localhost' } })
      expect(res.statusCode, url).toBe(301)
      expect(res.headers.location).toBe(now)
    }
    const { res, canonical } = await page(now)
    expect(res.statusCode).toBe(200)
    expect(canonical).toBe(`${origin}${now}`)
  })

  test("the API answers the facts a page's head is built from, so the client builds the same", async () => {
    const { named } = await page(`/post/${postId}/sourdough-at-altitude`)
    const one = await t.app.inject(`/api/post/${postId}`)
    expect(one.json()).toMatchObject({ description: named('description') })
    // A feed's copy of the post (its body cut to 400 characters) describes it the same.
    const feed = await t.app.inject('/api/posts?tag=baking')
    expect(feed.json()).toEqual([expect.objectContaining({ description: named('description') })])
  })

  test("with a handle, a post names its author by /@handle, the author's one address", async () => {
    const db = t.app.database.db
    await db
      .insertInto('profiles')
      .values({
        uid: 'mira-uid',
        display_name: 'Mira Sol',
        handle: 'mira',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute()
    const id = await addPost(db, { title: 'Tide tables', authorId: 'mira-uid', authorName: 'Mira' })
    const { res, head, prop, feeds } = await page(postPath(id, 'tide-tables'))
    expect(res.statusCode).toBe(200)
    const ld = head.jsonLd[0] as { author: { url: string } }
    expect(ld.author).toEqual({ '@type': 'Person', name: 'Mira Sol', url: `${origin}/@mira` })
    expect(prop('article:author')).toBe(`${origin}/@mira`)
    // The feed is still the uid's: /author/{uid}/rss.xml is the one address of an author's feed.
    expect(feeds).toEqual([`${origin}/rss.xml`, `${origin}/author/mira-uid/rss.xml`])
    // The API answers the handle too, so the client's head after an in-app navigation agrees.
    const one = await t.app.inject(`/api/post/${id}`)
    expect(one.json()).toMatchObject({ authorId: 'mira-uid', authorHandle: 'mira' })
  })

  test('a hostile title and author stay text everywhere in the head', async () => {
    const { res, head, prop, title } = await page(postPath(hostileId, slugify(HOSTILE)))
    expect(res.statusCode).toBe(200)
    expect(title).toBe(`${HOSTILE} — Quill`)
    expect(prop('og:title')).toBe(HOSTILE)
    expect(res.body).not.toContain('<script>alert(')
    expect(res.body.match(/<\/title>/g)).toHaveLength(1)
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)?.[1] ?? ''
    expect(block).not.toContain('<')
    expect(block).not.toContain('\u2028')
    const ld = head.jsonLd[0] as { headline: string; author: { name: string } }
    expect(ld.headline).toBe(HOSTILE)
    expect(ld.author.name).toBe('Grace </title> Okafor')
    // No cover: a small card, and no image tags.
    expect(prop('og:image')).toBeUndefined()
  })

  test('tag, author and home pages have their own head and feed', async () => {
    const tag = await page('/tag/baking')
    expect(tag.res.statusCode).toBe(200)
    expect(tag.title).toBe('#baking — Quill')
    expect(tag.canonical).toBe(`${origin}/tag/baking`)
    expect(tag.feeds[0]).toBe(`${origin}/tag/baking/rss.xml`)
    const author = await page('/author/ada-uid')
    expect(author.res.statusCode).toBe(200)
    expect(author.title).toBe('Ada Moreno — Quill')
    expect(author.prop('og:type')).toBe('profile')
    expect(author.feeds[0]).toBe(`${origin}/author/ada-uid/rss.xml`)
    const home = await page('/')
    expect(home.res.statusCode).toBe(200)
    expect(home.title).toBe('Quill')
    expect(home.canonical).toBe(`${origin}/`)
    expect(home.prop('og:type')).toBe('website')
  })

  test('the privacy, terms and status pages have one address and say what they are', async () => {
    for (const [path, title] of [
      ['/privacy', 'Privacy'],
      ['/terms', 'Terms of use'],
      ['/status', 'Service status'],
    ] as const) {
      const { res, canonical, prop } = await page(path)
      expect(res.statusCode).toBe(200)
      expect(canonical, path).toBe(`${origin}${path}`)
      expect(prop('og:url'), path).toBe(`${origin}${path}`)
      expect(prop('og:type'), path).toBe('website')
      expect(prop('og:title'), path).toBe(`${title} — Quill`)
      expect(prop('og:description'), path).toBeTruthy()
    }
  })

  test('a missing post, a draft, an unknown tag or author and an unknown path are 404s', async () => {
    const cases: [string, string][] = [
      ['/post/nope-not-a-post', 'Post not found — Quill'],
      ['/post/%3Cscript%3E', 'Post not found — Quill'],
      [`/post/${draftId}`, 'Post not found — Quill'],
      [`/post/${draftId}/secret-draft`, 'Post not found — Quill'],
      [`/post/nope-not-a-post/a-slug`, 'Post not found — Quill'],
      ['/tag/hidden', 'Tag not found — Quill'],
      ['/tag/no-such-tag', 'Tag not found — Quill'],
      ['/tag/%20%20', 'Tag not found — Quill'],
      ['/author/theo-uid', 'Author not found — Quill'],
      [`/author/${'x'.repeat(500)}`, 'Author not found — Quill'],
      ['/no/such/page', 'Page not found — Quill'],
      ['/index.html', 'Page not found — Quill'],
      ['/post', 'Page not found — Quill'],
    ]
    for (const [url, title] of cases) {
      const { res, head } = await page(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
      expect(head.title, url).toBe(title)
      // Nothing of a draft leaks into the head.
      expect(res.body).not.toContain('Secret draft')
      expect(linkHrefs(head, 'canonical'), url).toEqual([])
    }
  })

  test('screens that are forms or need a user answer 200 with the plain page', async () => {
    for (const url of ['/login', '/managePosts', '/post-edit/abc', '/search?q=x', '/login/']) {
      const { res, title } = await page(url)
      expect(res.statusCode, url).toBe(200)
      expect(title).toBe('Quill')
    }
    // The API's unknown paths stay JSON 404s.
    const api = await t.app.inject('/api/nothing')
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } })
  })
})
