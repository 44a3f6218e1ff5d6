// A post's language (ADR 0077, "A post's language") on both databases: what a new post and an
// edit take, the 400 of a tag that is none, the feeds filtered by it, and what the drawn page,
// the RSS items and the ActivityPub article say of it; on PostgreSQL, search in its stemming.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PostListSchema, PostSchema, languageTagInvalid } from '../../contract/posts'
import { SearchAnswerSchema } from '../../contract/search'
import { slugify } from '../../contract/slug'
import { metaContent, parseHead } from '../../tests/setup/head-tags'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, createUser, postInput } from '../../tests/setup/users'
import { getAs, giveHandle } from '../federation/federation-test-kit'

describe.each(testDialects())("a post's language on %s", (dialect) => {
  let t: TestApp
  let distDir: string
  let ada: TestUser

  beforeAll(async () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-post-language-'))
    fs.copyFileSync('index.html', path.join(distDir, 'index.html'))
    t = await createTestApp(dialect, {}, { distDir })
    ada = await createUser(t, { name: 'Ada Moreno' })
    await giveHandle(t, ada, 'ada')
  })
  afterAll(async () => {
    await t?.close()
    fs.rmSync(distDir, { recursive: true, force: true })
  })

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: bearer(ada),
      ...(payload === undefined ? {} : { payload }),
    })
  const publish = async (overrides: Record<string, unknown> = {}) => {
    const res = await send('POST', '/api/post', { ...postInput(), ...overrides })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<{ insertedId: string }>().insertedId
  }
  const getPost = async (id: string) => {
    const res = await send('GET', `/api/post/${id}`)
    expect(res.statusCode, res.body).toBe(200)
    return PostSchema.parse(res.json())
  }

  test("a new post is in the language it is sent, in canonical case, else in the site's", async () => {
    expect((await getPost(await publish())).language).toBe('en')
    expect((await getPost(await publish({ language: ' DE-at ' }))).language).toBe('de-AT')
    expect((await getPost(await publish({ language: 'zh-hant-tw' }))).language).toBe('zh-Hant-TW')
    // The site's language is its owner's choice (ADR 0074): a post sent without one takes it.
    const setup = await send('POST', '/api/site/setup', {
      title: 'Field Notes',
      description: '',
      language: 'fr',
      timeZone: 'UTC',
    })
    expect(setup.statusCode, setup.body).toBe(201)
    const french = await getPost(await publish())
    expect(french.language).toBe('fr')
    // Every answer carries it: the feed's too.
    const feed = PostListSchema.parse((await send('GET', '/api/posts?limit=50')).json())
    expect(feed.find((post) => post._id === french._id)?.language).toBe('fr')
  })

  test('a tag that is no language is a 400 with the field’s message, on a new post and an edit', async () => {
    for (const language of ['en_US', 'x', '', 'english!', 'a'.repeat(70)]) {
      const res = await send('POST', '/api/post', { ...postInput(), language })
      expect(res.statusCode, language).toBe(400)
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { language: languageTagInvalid },
      })
    }
    const id = await publish({ language: 'de' })
    const edit = await send('PUT', `/api/updatePost/${id}`, {
      postBody: { ...postInput(), language: 'not a tag' },
    })
    expect(edit.statusCode).toBe(400)
    expect(edit.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { 'postBody.language': languageTagInvalid },
    })
    expect((await getPost(id)).language).toBe('de')
  })

  test('an edit changes the language; an edit without one keeps it', async () => {
    const id = await publish({ language: 'de' })
    const changed = await send('PUT', `/api/updatePost/${id}`, {
      postBody: { ...postInput(), language: 'es-MX' },
    })
    expect(changed.json()).toEqual({ matchedCount: 1, modifiedCount: 1, version: 2 })
    expect((await getPost(id)).language).toBe('es-MX')
    const kept = await send('PUT', `/api/updatePost/${id}`, {
      postBody: { ...postInput(), postTitle: 'Another title' },
    })
    expect(kept.json()).toEqual({ matchedCount: 1, modifiedCount: 1, version: 3 })
    const post = await getPost(id)
    expect([post.postTitle, post.language]).toEqual(['Another title', 'es-MX'])
  })

  test('GET /api/posts?language= lists the posts in it (and its regions), page by page', async () => {
    const german = [
      await publish({ language: 'de', tags: ['lang'] }),
      await publish({ language: 'de-CH' }),
      await publish({ language: 'de', tags: ['lang'] }),
    ]
    await publish({ language: 'en', tags: ['lang'] })
    await publish({ language: 'dsb' })
    const seen: string[] = []
    let url: string | undefined = '/api/posts?language=de&limit=2'
    while (url) {
      const res = await send('GET', url)
      expect(res.statusCode, res.body).toBe(200)
      const page = PostListSchema.parse(res.json())
      for (const post of page) expect(['de', 'de-AT', 'de-CH']).toContain(post.language)
      seen.push(...page.map((post) => post._id))
      const link = res.headers.link as string | undefined
      url = link ? /^<([^>]+)>/.exec(link)?.[1] : undefined
      if (url) expect(url).toContain('language=de')
    }
    for (const id of german) expect(seen).toContain(id)
    expect(new Set(seen).size).toBe(seen.length)

    const swiss = PostListSchema.parse((await send('GET', '/api/posts?language=de-ch')).json())
    expect(swiss.map((post) => post._id)).toEqual([german[1]])
    const tagged = PostListSchema.parse(
      (await send('GET', '/api/posts?tag=lang&language=de')).json(),
    )
    expect(tagged.map((post) => post._id)).toEqual([german[2], german[0]])

    const bad = await send('GET', '/api/posts?language=de_DE')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { language: languageTagInvalid },
    })
  })

  test('RSS items say their language; ?language= filters a feed and names it', async () => {
    const id = await publish({ language: 'ar', postTitle: 'مرحبا' })
    const all = await t.app.inject({ method: 'GET', url: '/rss.xml' })
    expect(all.statusCode).toBe(200)
    const items = all.body.split('<item>').slice(1)
    expect(items.length).toBeGreaterThan(1)
    for (const item of items) expect(item).toMatch(/<dc:language>[a-zA-Z-]+<\/dc:language>/)

    const arabic = await t.app.inject({ method: 'GET', url: '/rss.xml?language=ar' })
    expect(arabic.statusCode).toBe(200)
    const arabicItems = arabic.body.split('<item>').slice(1)
    expect(arabicItems).toHaveLength(1)
    expect(arabicItems[0]).toContain(`/post/${id}/`)
    expect(arabicItems[0]).toContain('<dc:language>ar</dc:language>')
    expect(arabic.body).toContain('<language>ar</language>')
    expect(arabic.body).toContain(`<atom:link href="${t.config.publicUrl}/rss.xml?language=ar"`)

    const author = await t.app.inject({
      method: 'GET',
      url: `/author/${ada.uid}/rss.xml?language=ar`,
    })
    expect(author.body.split('<item>')).toHaveLength(2)
    const bad = await t.app.inject({ method: 'GET', url: '/rss.xml?language=ar_EG' })
    expect(bad.statusCode).toBe(400)
  })

  test("the drawn page says the post's language: JSON-LD inLanguage and og:locale", async () => {
    const title = 'Ein Tag am Meer'
    for (const [language, locale] of [
      ['de', 'de_DE'],
      ['de-AT', 'de_AT'],
      ['ar', 'ar_EG'],
    ] as const) {
      const id = await publish({ language, postTitle: title })
      const res = await t.app.inject({ method: 'GET', url: `/post/${id}/${slugify(title)}` })
      expect(res.statusCode, res.body).toBe(200)
      const head = parseHead(res.body)
      expect(metaContent(head, 'og:locale')).toBe(locale)
      const ld = head.jsonLd[0] as { '@type': string; inLanguage: string }
      expect(ld['@type']).toBe('BlogPosting')
      expect(ld.inLanguage).toBe(language)
    }
  })

  test('its ActivityPub Article keys its content and name by its language (contentMap, nameMap)', async () => {
    const id = await publish({ language: 'de', postTitle: 'Gezeiten', postBody: 'Ebbe und Flut.' })
    const article = await getAs(t, `/ap/posts/${id}`)
    expect(article).toMatchObject({
      type: 'Article',
      name: 'Gezeiten',
      nameMap: { de: 'Gezeiten' },
      content: '<p>Ebbe und Flut.</p>\n',
      contentMap: { de: '<p>Ebbe und Flut.</p>\n' },
    })
  })

  test('the OpenAPI document says it: on every post, in the inputs, as the lists’ parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    const text = res.body
    const doc = res.json<{
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>
    }>()
    const queryOf = (path: string) =>
      (doc.paths[path]?.get?.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name)
    expect(queryOf('/api/posts')).toContain('language')
    expect(queryOf('/rss.xml')).toContain('language')
    expect(queryOf('/tag/{tag}/rss.xml')).toContain('language')
    expect(text).toContain(`any other value answers 400 ${languageTagInvalid}`)
  })

  test.runIf(dialect === 'postgres')(
    "search stems each post in its language's configuration: chevaux finds cheval",
    async () => {
      const french = await publish({
        language: 'fr',
        postTitle: 'Au galop',
        postBody: 'Le cheval blanc traverse la lande.',
      })
      const english = await publish({
        language: 'en',
        postTitle: 'Morning',
        postBody: 'She was running along the shore.',
      })
      const search = async (q: string) => {
        const res = await t.app.inject({ method: 'GET', url: '/api/search', query: { q } })
        expect(res.statusCode, res.body).toBe(200)
        return SearchAnswerSchema.parse(res.json()).results.map((result) => result._id)
      }
      expect(await search('chevaux')).toContain(french)
      expect(await search('runs')).toContain(english)
      // The words themselves still find them, as before.
      expect(await search('cheval')).toContain(french)
      expect(await search('running')).toContain(english)
      // An edit into another language is stemmed anew.
      await send('PUT', `/api/updatePost/${french}`, {
        postBody: {
          ...postInput(),
          postTitle: 'Au galop',
          postBody: 'Le cheval blanc.',
          language: 'und',
        },
      })
      expect(await search('chevaux')).not.toContain(french)
      expect(await search('cheval')).toContain(french)
    },
  )
})
