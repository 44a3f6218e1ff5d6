// The server answers 404 for any path not on contract/pages.ts's list (issue 15): every screen
// of the route tree must be on it, or a real screen would answer 404 to its first request.
import { expect, test } from 'vitest'
import { CLIENT_PAGE_PATHS, matchClientPage } from '../../contract/pages'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '../router'

test("every screen of the route tree is on the server's list of pages", () => {
  const router = createAppRouter(new QueryClient(), createMemoryHistory())
  const paths = Object.keys(router.routesByPath)
  expect(paths.length).toBeGreaterThan(10)
  for (const path of paths) expect(CLIENT_PAGE_PATHS).toContain(path.replace(/\/$/, '') || '/')
})

test('a path matches its screen with its decoded parameters, and nothing else matches', () => {
  expect(matchClientPage('/')).toEqual({ path: '/', params: {} })
  const post = '/post/$postId/{-$slug}'
  expect(matchClientPage('/post/abc')).toEqual({ path: post, params: { postId: 'abc' } })
  expect(matchClientPage('/post/abc/a-day')).toEqual({
    path: post,
    params: { postId: 'abc', slug: 'a-day' },
  })
  expect(matchClientPage('/post/abc/%E6%97%A5%E8%A8%98/')).toEqual({
    path: post,
    params: { postId: 'abc', slug: '日記' },
  })
  expect(matchClientPage('/tag/r%C3%A9')).toEqual({ path: '/tag/$tag', params: { tag: 'ré' } })
  expect(matchClientPage('/login/')).toEqual({ path: '/login', params: {} })
  for (const path of [
    '/post',
    '/post/',
    '/post/a/b/c',
    '/tag/a/b',
    '/nope',
    '/index.html',
    '/tag/%E0%A4%A',
  ]) {
    expect(matchClientPage(path)).toBeNull()
  }
})
