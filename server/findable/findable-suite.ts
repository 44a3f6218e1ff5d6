// The world the feed and sitemap tests read (both databases): 23 published posts by two
// authors (one with a handle), a post whose title and body try to break XML, and a draft that
// must never appear; and a real XML parser to read the answers with.
import type { LightMyRequestResponse } from 'fastify'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, expect } from 'vitest'
import type { Dialect } from '../db/schema'
import { addPost } from '../../tests/setup/posts'
import { type TestApp, createTestApp } from '../../tests/setup/server'

export const origin = 'https://blog.example'
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Every item and url a list, even alone.
  isArray: (name) => ['item', 'url', 'sitemap', 'category'].includes(name),
})

export interface RssItem {
  title: string
  link: string
  guid: { '#text': string; '@isPermaLink': string }
  pubDate: string
  'dc:creator': string
  description: string
  'content:encoded': string
  category?: string[]
}
export interface Rss {
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

export function parseXml<T>(xml: string): T {
  expect(XMLValidator.validate(xml)).toBe(true)
  return parser.parse(xml) as T
}

export interface FindableWorld {
  t: TestApp
  ids: string[]
  draftId: string
  hostileId: string
  get: (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>
}

/** Filled before the first test: read its fields inside a test, never before. */
export function findableWorld(dialect: Dialect): FindableWorld {
  const w: FindableWorld = {
    t: undefined as unknown as TestApp,
    ids: [],
    draftId: '',
    hostileId: '',
    get: (url, headers = {}) => w.t.app.inject({ method: 'GET', url, headers }),
  }

  beforeAll(async () => {
    w.t = await createTestApp(dialect, { PUBLIC_URL: origin })
    const db = w.t.app.database.db
    // 23 published posts (a feed shows 20), the oldest first.
    for (let n = 23; n >= 1; n--) {
      w.ids.push(
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
    w.hostileId = await addPost(db, {
      title: 'A ]]> & <b>bold</b> title\u0001',
      body: 'Code: `]]>` and </script> inside.',
      minutesAgo: 5,
      tags: ['three'],
    })
    w.draftId = await addPost(db, {
      title: 'A secret draft',
      status: 'draft',
      authorId: 'theo-uid',
      tags: ['secret'],
    })
  })
  afterAll(() => w.t?.close())
  return w
}
