import { expect, test } from 'vitest'
import { CompressedCache, chooseEncoding, matches } from './json-answers'

test.each([
  ['br, gzip', 'br'],
  ['gzip, deflate, br, zstd', 'br'],
  ['gzip', 'gzip'],
  ['gzip;q=0.5, br;q=0', 'gzip'],
  ['br;q=0, gzip;q=0', undefined],
  ['identity', undefined],
  ['*', 'br'],
  ['*;q=0, gzip', 'gzip'],
  ['', undefined],
  [undefined, undefined],
])('Accept-Encoding %j answers %j', (header, expected) => {
  expect(chooseEncoding(header)).toBe(expected)
})

test('If-None-Match compares weakly, takes a list, and * matches anything', () => {
  const etag = 'W/"abc"'
  expect(matches('W/"abc"', etag)).toBe(true)
  expect(matches('"abc"', etag)).toBe(true)
  expect(matches('"x", W/"abc" , "y"', etag)).toBe(true)
  expect(matches('*', etag)).toBe(true)
  expect(matches('W/"abcd"', etag)).toBe(false)
  expect(matches('abc', etag)).toBe(false)
  expect(matches(undefined, etag)).toBe(false)
})

test('the compressed-body cache keeps at most its bytes, dropping the least recently used', () => {
  const cache = new CompressedCache(10)
  cache.set('a', Buffer.alloc(4))
  cache.set('b', Buffer.alloc(4))
  expect(cache.get('a')).toBeDefined() // a is now the most recently used
  cache.set('c', Buffer.alloc(4))
  expect(cache.get('b')).toBeUndefined()
  expect(cache.get('a')).toBeDefined()
  expect(cache.get('c')).toBeDefined()
  cache.set('huge', Buffer.alloc(11))
  expect(cache.get('huge')).toBeUndefined()
})
