// Pages are findable and are not posts (ADR 0075): a published page is in the sitemap, drawn at
// `/{slug}` with its own head and status, and never in the feed, RSS or search.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { linkHrefs, metaContent, parseHead } from '../../tests/setup/head-tags'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, createUser, giveRoles } from '../../tests/setup/users'

const origin = 'https://blog.example'
const WORD = 'zanzibarquokka'

describe.each(testDialects())('pages are findable, and not posts, on %s', (dialect) => {
  let t: TestApp
  let distDir: string
  let ada: TestUser
  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-pages-'))
    fs.copyFileSync('index.html', path.join(distDir, 'index.html'))
    t = await createTestApp(
      dialect,
      { PUBLIC_URL: origin, ALLOWED_HOSTS: 'localhost' },
      { distDir },
    )
    ada = await createUser(t, { name: 'Ada' })
    await giveRoles(t, [[ada, 'owner']])
    for (const [slug, status] of [
      ['about', 'published'],
      ['later', 'draft'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/site/pages',
        headers: bearer(ada),
        payload: {
          title: slug === 'about' ? 'About us' : 'Later',
          slug,
          body: `We are the ${WORD} society, and we write about tides.`,
          status,
          showInNavigation: true,
        },
      })
      expect(res.statusCode, res.body).toBe(201)
    }
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(distDir, { recursive: true, force: true })
  })
  const get = (url: string) => t.app.inject({ method: 'GET', url })

  test('a published page is in the sitemap; a draft is not', async () => {
    const sitemap = (await get('/sitemap.xml')).body
    expect(sitemap).toContain(`<loc>${origin}/about</loc>`)
    expect(sitemap).toContain(`<loc>${origin}/privacy</loc>`)
    expect(sitemap).not.toContain(`${origin}/later`)
    // robots.txt lets crawlers read pages: no rule covers `/about`.
    const robots = (await get('/robots.txt')).body.split('\n')
    expect(robots).not.toContain('Disallow: /')
  })

  test('a page is not a post: not in RSS, the feed or search', async () => {
    expect((await get('/rss.xml')).body).not.toContain(WORD)
    expect((await get('/api/posts')).body).not.toContain(WORD)
    expect((await get(`/api/search?q=${WORD}`)).body).not.toContain(WORD)
  })

  test('/{slug} has the page’s head; an unknown slug, a draft and a screen’s name keep theirs', async () => {
    const about = await get('/about')
    expect(about.statusCode).toBe(200)
    const head = parseHead(about.body)
    expect(head.title).toBe('About us — Quill')
    expect(metaContent(head, 'description')).toMatch(/^We are the zanzibarquokka society/)
    expect(linkHrefs(head, 'canonical')).toEqual([`${origin}/about`])
    const privacy = parseHead((await get('/privacy')).body)
    expect(privacy.title).toBe('Privacy — Quill')
    expect(metaContent(privacy, 'description')).toMatch(/^Quill keeps what it needs to run/)
    for (const missing of ['/later', '/no-such-page', '/About', '/post']) {
      const res = await get(missing)
      expect(res.statusCode, missing).toBe(404)
      expect(parseHead(res.body).title, missing).toBe('Page not found — Quill')
    }
    expect((await get('/login')).statusCode).toBe(200)
  })
})
