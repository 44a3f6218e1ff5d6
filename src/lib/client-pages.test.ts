// The server answers 404 for any path not on contract/pages.ts's list: it must be the route
// tree's screens exactly, or a real screen would answer 404 to its first request.
import { expect, test } from 'vitest'
import { CLIENT_PAGE_PATHS, matchClientPage } from '../../contract/pages'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '../router'

test("the server's list of pages is the route tree's screens", () => {
  const router = createAppRouter(new QueryClient(), createMemoryHistory())
  const paths = Object.keys(router.routesByPath).map((path) => path.replace(/\/$/, '') || '/')
  expect(paths.length).toBeGreaterThan(10)
  expect([...CLIENT_PAGE_PATHS].sort()).toEqual([...new Set(paths)].sort())
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
  // One segment no screen has is a site's page (docs/decisions/0075): the server asks its
  // table whether one is published there, and answers 404 when none is.
  expect(matchClientPage('/about')).toEqual({ path: '/$pageSlug', params: { pageSlug: 'about' } })
  expect(matchClientPage('/post')).toEqual({ path: '/$pageSlug', params: { pageSlug: 'post' } })
  expect(matchClientPage('/privacy')).toEqual({ path: '/privacy', params: {} })
  for (const path of ['/post/a/b/c', '/tag/a/b', '/about/team', '/tag/%E0%A4%A']) {
    expect(matchClientPage(path)).toBeNull()
  }
})
