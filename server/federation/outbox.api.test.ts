// Issue 29 item 2, the outbox (ADR 0048): a person's published posts are `Article`s, each in a
// `Create`, in their outbox, a paged collection; drafts, scheduled and hidden posts are not.
import { Article, Create, OrderedCollection, OrderedCollectionPage } from '@fedify/fedify'
import { beforeAll, describe, expect, test } from 'vitest'
import { siteUrls } from '../../contract/site-urls'
import { slugify } from '../../contract/slug'
import { testDialects } from '../../tests/setup/server'
import { TEST_IMAGE, publishPost } from '../../tests/setup/users'
import { OUTBOX_PAGE_SIZE } from './articles'
import { AS_ACCEPT, collect, getAs, giveHandle, offline } from './federation-test-kit'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('ActivityPub outbox on %s', (dialect) => {
  const suite = appWithUsers(dialect, { ada: 'Ada Moreno' })
  const send = requestWith(suite)
  let published: string
  const titles = ['Tides & moons', 'A draft', 'Later', 'Hidden one']
  let ids: string[] = []
  beforeAll(async () => {
    await giveHandle(suite.t, suite.ada, 'ada')
    ids = []
    for (const title of titles) {
      ids.push(await publishPost(suite.t, suite.ada, { postTitle: title, tags: ['sea', 'moon'] }))
    }
    published = ids[0] ?? ''
    const { db } = suite.t.app.database
    await db
      .updateTable('posts')
      .set({ status: 'draft' })
      .where('id', '=', ids[1] ?? '')
      .execute()
    await db
      .updateTable('posts')
      .set({ status: 'scheduled', publish_at: '2999-01-01T00:00:00.000Z' })
      .where('id', '=', ids[2] ?? '')
      .execute()
    await db
      .updateTable('posts')
      .set({ hidden: 'moderator' })
      .where('id', '=', ids[3] ?? '')
      .execute()
  })

  const outboxUrl = () => `/ap/users/${suite.ada.uid}/outbox`

  test('the outbox is an ordered collection counting only the public posts', async () => {
    const json = await getAs(suite.t, outboxUrl())
    const outbox = await offline(() => OrderedCollection.fromJsonLd(json))
    expect(outbox.id?.href).toBe(`${suite.t.config.publicUrl}${outboxUrl()}`)
    expect(outbox.totalItems).toBe(1)
    expect(outbox.firstId?.href).toBe(`${suite.t.config.publicUrl}${outboxUrl()}?cursor=0`)
  })

  test('its first page holds each public post as an Article in a Create, with its page', async () => {
    const json = await getAs(suite.t, `${outboxUrl()}?cursor=0`)
    const page = await offline(() => OrderedCollectionPage.fromJsonLd(json))
    const items = await offline(() => collect(page.getItems()))
    expect(items).toHaveLength(1)
    const create = items[0]
    expect(create).toBeInstanceOf(Create)
    const article = await offline(() => (create as Create).getObject())
    expect(article).toBeInstanceOf(Article)
    const a = article as Article
    const urls = siteUrls(suite.t.config.publicUrl)
    expect(a.id?.href).toBe(`${suite.t.config.publicUrl}/ap/posts/${published}`)
    expect(a.attributionId?.href).toBe(`${suite.t.config.publicUrl}/ap/users/${suite.ada.uid}`)
    expect(a.name).toBe('Tides & moons')
    expect(a.content).toBe('<p>The water was cold and the sand was warm.</p>\n')
    expect(a.summary).toBe('The water was cold and the sand was warm.')
    expect(a.url?.toString()).toBe(urls.post(published, slugify('Tides & moons')))
    expect(a.published?.toString()).toMatch(/^\d{4}-\d\d-\d\dT/)
    const tags = await offline(() => collect(a.getTags()))
    expect(tags.map((tag) => [tag.name?.toString(), (tag as { href?: URL }).href?.href])).toEqual([
      ['#sea', urls.tag('sea')],
      ['#moon', urls.tag('moon')],
    ])
    const image = await a.getImage()
    expect(image?.url?.toString()).toBe(TEST_IMAGE)
    expect(a.updated).toBeNull()
  })

  test('an edited post’s article says when it was updated', async () => {
    const editedAt = '2999-06-01T12:00:00.000Z'
    const { db } = suite.t.app.database
    await db.updateTable('posts').set({ edited_at: editedAt }).where('id', '=', published).execute()
    try {
      const json = await getAs(suite.t, `/ap/posts/${published}`)
      const article = await offline(() => Article.fromJsonLd(json))
      expect(article.updated?.toString()).toBe('2999-06-01T12:00:00Z')
    } finally {
      await db.updateTable('posts').set({ edited_at: null }).where('id', '=', published).execute()
    }
  })

  test('the article answers at its own URL; a browser there is sent to the post’s page', async () => {
    const json = await getAs(suite.t, `/ap/posts/${published}`)
    expect((await offline(() => Article.fromJsonLd(json))).name).toBe('Tides & moons')
    const html = await send('GET', `/ap/posts/${published}`, { accept: 'text/html' })
    expect(html.statusCode).toBe(303)
    expect(html.headers.location).toBe(`/post/${published}/${slugify('Tides & moons')}`)
    for (const id of ids.slice(1)) {
      const res = await send('GET', `/ap/posts/${id}`, { accept: AS_ACCEPT })
      expect(res.statusCode, id).toBe(404)
    }
  })

  test('pages follow each other newest first; a bad cursor or unknown person is 404', async () => {
    for (let i = 0; i < OUTBOX_PAGE_SIZE; i++) {
      await publishPost(suite.t, suite.ada, { postTitle: `Note ${i}` })
    }
    const first = await getAs(suite.t, `${outboxUrl()}?cursor=0`)
    const page = await offline(() => OrderedCollectionPage.fromJsonLd(first))
    expect((first.orderedItems as unknown[]).length).toBe(OUTBOX_PAGE_SIZE)
    expect(page.nextId?.href).toBe(
      `${suite.t.config.publicUrl}${outboxUrl()}?cursor=${OUTBOX_PAGE_SIZE}`,
    )
    const second = await getAs(suite.t, `${outboxUrl()}?cursor=${OUTBOX_PAGE_SIZE}`)
    expect(
      (second.orderedItems as { object: { name: string } }[]).map((c) => c.object.name),
    ).toEqual(['Tides & moons'])
    for (const url of [`${outboxUrl()}?cursor=abc`, `/ap/users/nobody/outbox`]) {
      const res = await send('GET', url, { accept: AS_ACCEPT })
      expect(res.statusCode, url).toBe(404)
    }
  })

  test('a page names its JSON-LD contexts from memory: none is read or kept in the database', async () => {
    // Each article is expanded and compacted with the contexts it names (ADR 0053): read
    // through the key–value store, they cost 120 reads of federation_kv a page, and a copy there.
    await getAs(suite.t, `${outboxUrl()}?cursor=0`)
    await getAs(suite.t, `/ap/users/${suite.ada.uid}`)
    const kept = await suite.t.app.database.db.selectFrom('federation_kv').select('key').execute()
    expect(kept.map((row) => row.key).filter((key) => key.includes('remoteDocument'))).toEqual([])
  })
})
