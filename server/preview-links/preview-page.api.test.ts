// The preview page's first response (ADR 0079), both databases: `/preview/<token>` is index.html
// for the client to draw, with `noindex` in its head and headers, kept by no cache (not the
// server's drawn pages, not a shared cache, not the browser's), and a 404 once the link opens
// nothing; robots.txt keeps crawlers out of /preview/ too.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PreviewLinkSchema } from '../../contract/preview-links'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, createUser, publishPost } from '../../tests/setup/users'

describe.each(testDialects())('the preview page on %s', (dialect) => {
  let t: TestApp
  let distDir: string
  let author: TestUser

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-preview-page-'))
    fs.copyFileSync('index.html', path.join(distDir, 'index.html'))
    t = await createTestApp(dialect, {}, { distDir })
    author = await createUser(t, { name: 'Pam Page' })
  })
  afterAll(async () => {
    await t.close()
    fs.rmSync(distDir, { recursive: true, force: true })
  })

  const shared = async () => {
    const postId = await publishPost(t, author, { postTitle: 'Draft for friends', status: 'draft' })
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/post/${postId}/preview-link`,
      headers: bearer(author),
    })
    return { postId, link: PreviewLinkSchema.parse(res.json()) }
  }
  const robotsMeta = (html: string) =>
    html.match(/<meta name="robots" content="noindex"\s*\/?>/g)?.length ?? 0

  test('a live link: the page with noindex in its head and headers, never kept', async () => {
    const { link } = await shared()
    // Asked twice: a drawn page asked again is kept in memory unless it is a preview.
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url: link.path })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['cache-control']).toBe('private, no-store')
      expect(res.headers['x-robots-tag']).toBe('noindex')
      expect(robotsMeta(res.body)).toBe(1)
      // The draft is not in the page's first response: the client asks for it.
      expect(res.body).not.toContain('Draft for friends')
    }
  })

  test('stopped, the same address is a 404, still noindex and not kept', async () => {
    const { postId, link } = await shared()
    expect((await t.app.inject({ url: link.path })).statusCode).toBe(200)
    await t.app.inject({
      method: 'DELETE',
      url: `/api/post/${postId}/preview-link`,
      headers: bearer(author),
    })
    const res = await t.app.inject({ url: link.path })
    expect(res.statusCode).toBe(404)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['x-robots-tag']).toBe('noindex')
    expect(robotsMeta(res.body)).toBe(1)
    expect((await t.app.inject({ url: `/preview/${'x'.repeat(43)}` })).statusCode).toBe(404)
  })

  test('other pages are as they were: no noindex, the public cache policy', async () => {
    const res = await t.app.inject({ url: '/' })
    expect(res.headers['x-robots-tag']).toBeUndefined()
    expect(res.headers['cache-control']).not.toContain('no-store')
    expect(robotsMeta(res.body)).toBe(0)
  })

  test('robots.txt keeps crawlers out of /preview/', async () => {
    const res = await t.app.inject({ url: '/robots.txt' })
    expect(res.body).toContain('Disallow: /preview/')
  })
})
