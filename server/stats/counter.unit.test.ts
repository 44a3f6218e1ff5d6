// The counter alone: a visitor is one per post and day, a new day forgets every visitor, and a
// crawler or an address of this site is no referrer.
import { expect, test } from 'vitest'
import { OTHER_REFERRERS, REFERRERS_PER_POST_DAY } from '../../contract/stats'
import { MAX_PENDING, StatsCounter, type ViewEvent } from './counter'
import { isBot, referrerDomain } from './sources'

const view = (overrides: Partial<ViewEvent> = {}): ViewEvent => ({
  postId: 'p1',
  event: 'view',
  address: '192.0.2.1',
  userAgent: 'Firefox',
  source: null,
  at: new Date('2026-11-25T10:00:00Z'),
  ...overrides,
})

test('a visitor is counted once per post and day; reads and referrers are added up', () => {
  const counter = new StatsCounter()
  counter.record(view({ source: 'news.example' }))
  counter.record(view({ source: 'news.example' }))
  counter.record(view({ userAgent: 'Chrome' }))
  counter.record(view({ postId: 'p2' }))
  counter.record(view({ event: 'read' }))
  const drained = counter.drain()
  expect(
    drained.map(({ postId, day, views, visitors, reads }) => [postId, day, views, visitors, reads]),
  ).toEqual([
    ['p1', '2026-11-25', 3, 2, 1],
    ['p2', '2026-11-25', 1, 1, 0],
  ])
  expect([...drained[0]!.sources]).toEqual([['news.example', 2]])
  expect(counter.drain()).toEqual([])
})

test('a post and day keeps at most REFERRERS_PER_POST_DAY referrers in memory; the rest are other', () => {
  const counter = new StatsCounter()
  for (let i = 0; i < 1_000; i++) counter.record(view({ source: `spam-${i}.example` }))
  counter.record(view({ source: 'spam-0.example' }))
  const [counts] = counter.drain()
  expect(counts?.sources.size).toBe(REFERRERS_PER_POST_DAY + 1)
  expect(counts?.sources.get('spam-0.example')).toBe(2)
  expect(counts?.sources.get(OTHER_REFERRERS)).toBe(1_000 - REFERRERS_PER_POST_DAY)
})

test('the next day the same reader is a new visitor (the salt and the hashes are gone)', () => {
  const counter = new StatsCounter()
  counter.record(view())
  counter.record(view({ at: new Date('2026-11-26T00:00:01Z') }))
  expect(counter.drain().map((c) => [c.day, c.visitors])).toEqual([
    ['2026-11-25', 1],
    ['2026-11-26', 1],
  ])
})

test('a flood of made-up posts is bounded', () => {
  const counter = new StatsCounter()
  for (let i = 0; i <= MAX_PENDING; i++) counter.record(view({ postId: `p${i}` }))
  expect(counter.drain()).toHaveLength(MAX_PENDING)
})

test('crawlers are known by their user agent; browsers are not crawlers', () => {
  expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
    true,
  )
  expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true)
  expect(isBot('facebookexternalhit/1.1')).toBe(true)
  expect(isBot('')).toBe(true)
  expect(
    isBot(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36',
    ),
  ).toBe(false)
  expect(
    isBot(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1',
    ),
  ).toBe(false)
})

test('a referrer is its domain; this site, a non-web link or garbage is none', () => {
  const own = ['quill.example', 'localhost']
  expect(referrerDomain('https://www.News.Example/a/b?c=d#e', own)).toBe('news.example')
  expect(referrerDomain('https://quill.example/posts', own)).toBeNull()
  expect(referrerDomain('http://localhost:3000/', own)).toBeNull()
  expect(referrerDomain('android-app://com.example', own)).toBeNull()
  expect(referrerDomain('not a url', own)).toBeNull()
  expect(referrerDomain(undefined, own)).toBeNull()
})
