import { expect, test } from 'vitest'
import { safeRedirect, validateRedirectSearch } from './safe-redirect'

test('a path on this site is kept with its search and hash', () => {
  expect(safeRedirect('/post/abc')).toBe('/post/abc')
  expect(safeRedirect('/managePosts?page=2#top')).toBe('/managePosts?page=2#top')
})

test.each([
  ['an absolute URL', 'https://evil.example/steal'],
  ['a protocol-relative URL', '//evil.example/steal'],
  ['a backslash trick', '/\\evil.example'],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a relative path', 'post/abc'],
  ['a control character', '/post\n/abc'],
  ['an empty string', ''],
  ['a number', 42],
  ['nothing', undefined],
])('%s is refused', (_name, value) => {
  expect(safeRedirect(value)).toBeUndefined()
})

test('going back to login or register would loop, so it is refused', () => {
  expect(safeRedirect('/login?redirect=/x')).toBeUndefined()
  expect(safeRedirect('/register')).toBeUndefined()
  expect(safeRedirect('/login-help')).toBe('/login-help')
})

test('validateRedirectSearch keeps only a safe redirect', () => {
  expect(validateRedirectSearch({ redirect: '/profile' })).toEqual({ redirect: '/profile' })
  // Present but undefined: the router merges the answer over the raw search.
  expect(validateRedirectSearch({ redirect: 'https://evil.example' })).toStrictEqual({
    redirect: undefined,
  })
  expect(validateRedirectSearch({})).toStrictEqual({ redirect: undefined })
})
