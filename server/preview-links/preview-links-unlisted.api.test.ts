// A draft shared by a preview link is still a draft (ADR 0079): it is in no list, feed, sitemap,
// search, mail or ActivityPub collection, and only its link opens it, until the link is stopped
// (both databases). The published post beside it shows every place is looked at.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PostListSchema } from '../../contract/posts'
import { PreviewLinkSchema } from '../../contract/preview-links'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type TestSmtp, startSmtp } from '../../tests/setup/smtp'
import { type TestUser, bearer, createUser, publishPost } from '../../tests/setup/users'
import { giveHandle } from '../federation/federation-test-kit'

const WORD = 'quillwort'

describe.each(testDialects())('a shared draft is listed nowhere on %s', (dialect) => {
  let t: TestApp
  let smtp: TestSmtp
  let author: TestUser
  let reader: TestUser
  let published: string
  let shared: string
  let token: string
  /** Every job enqueued (mail, deliveries), on either queue: what it was about. */
  const enqueued: string[] = []
  beforeAll(async () => {
    smtp = await startSmtp()
    // Mail on: publishing enqueues the subscribers' mails, so a draft's absence means something.
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://quill.example' })
    const enqueue = t.app.jobs.enqueue.bind(t.app.jobs)
    t.app.jobs.enqueue = (name, data, options) => {
      enqueued.push(`${name} ${JSON.stringify(data)} ${options?.key ?? ''}`)
      return enqueue(name, data, options)
    }
    author = await createUser(t, { name: 'Lena Lists' })
    reader = await createUser(t, { name: 'Rui Reader' })
    await giveHandle(t, author, 'lena')
    const post = {
      postBody: `About the ${WORD} by the pond.`,
      tags: ['ponds'],
      image: `https://quill.example/images/${'c'.repeat(64)}.webp`,
    }
    published = await publishPost(t, author, { ...post, postTitle: `Out: ${WORD}` })
    shared = await publishPost(t, author, {
      ...post,
      postTitle: `Shared: ${WORD}`,
      status: 'draft',
    })
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/post/${shared}/preview-link`,
      headers: bearer(author),
    })
    expect(res.statusCode, res.body).toBe(200)
    token = PreviewLinkSchema.parse(res.json()).token
    // Opened by its readers, as it is meant to be: that lists nothing either.
    expect((await t.app.inject({ url: `/api/preview-links/${token}` })).statusCode).toBe(200)
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  const get = (url: string, as?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: as ? bearer(as) : {} })
  const ids = async (url: string, as?: TestUser) => {
    const res = await get(url, as)
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
    return PostListSchema.parse(res.json()).map((post) => post._id)
  }
  const text = async (url: string, accept?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} })
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200)
    return res.body
  }

  test('the home feed, the author’s and the tag’s, signed in or out', async () => {
    for (const as of [undefined, reader, author]) {
      for (const url of [
        '/api/posts?limit=100',
        `/api/posts?author=${author.uid}&limit=100`,
        '/api/posts?tag=ponds&limit=100',
      ]) {
        const found = await ids(url, as)
        expect(found, url).toContain(published)
        expect(found, url).not.toContain(shared)
      }
    }
    const tags = (await get('/api/tags')).json() as { tag: string; count: number }[]
    expect(tags.find((tag) => tag.tag === 'ponds')?.count).toBe(1)
  })

  test('search', async () => {
    const body = (await get(`/api/search?q=${WORD}`)).body
    expect(body).toContain(published)
    expect(body).not.toContain(shared)
  })

  test('the RSS feeds (the site’s, the tag’s, the author’s) and the sitemap', async () => {
    for (const url of [
      '/rss.xml',
      '/tag/ponds/rss.xml',
      `/author/${author.uid}/rss.xml`,
      '/sitemap.xml',
    ]) {
      const body = await text(url)
      expect(body, url).toContain(published)
      expect(body, url).not.toContain(shared)
      expect(body, url).not.toContain(token)
    }
  })

  test('subscribers’ mail and deliveries: nothing is enqueued for it', async () => {
    const about = (id: string) => enqueued.filter((job) => job.includes(id))
    expect(about(published).length).toBeGreaterThan(0)
    expect(about(shared)).toEqual([])
  })

  test('ActivityPub: not in the outbox, no object of its own', async () => {
    const accept = 'application/activity+json'
    const outbox = await text(`/ap/users/${author.uid}/outbox?cursor=0`, accept)
    expect(outbox).toContain(published)
    expect(outbox).not.toContain(shared)
    expect(
      (await t.app.inject({ url: `/ap/posts/${published}`, headers: { accept } })).statusCode,
    ).toBe(200)
    expect(
      (await t.app.inject({ url: `/ap/posts/${shared}`, headers: { accept } })).statusCode,
    ).toBe(404)
  })

  test('its own page stays a 404; stopped, the preview is a 404 to everyone', async () => {
    expect((await get(`/api/post/${shared}`)).statusCode).toBe(404)
    expect((await get(`/api/post/${shared}`, reader)).statusCode).toBe(404)
    const stop = await t.app.inject({
      method: 'DELETE',
      url: `/api/post/${shared}/preview-link`,
      headers: bearer(author),
    })
    expect(stop.statusCode, stop.body).toBe(200)
    for (const as of [undefined, reader, author]) {
      expect((await get(`/api/preview-links/${token}`, as)).statusCode).toBe(404)
    }
  })
})
