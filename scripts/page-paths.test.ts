import fs from 'node:fs'
import { expect, test } from 'vitest'
import { pagePathsOf, pagesModule } from './page-paths'

test("the route tree's screens, by full path, without trailing slashes, each once", () => {
  const tree = `
export interface FileRoutesByFullPath {
  '/': typeof IndexRoute
  '/author/': typeof AuthorIndexRoute
  '/post/$postId/{-$slug}': typeof PostRoute
  '/@{$handle}': typeof HandleRoute
}
export interface FileRoutesByTo {
  '/elsewhere': typeof ElsewhereRoute
}`
  expect(pagePathsOf(tree)).toEqual(['/', '/@{$handle}', '/author', '/post/$postId/{-$slug}'])
  expect(() => pagePathsOf('export const routeTree = {}')).toThrow(/FileRoutesByFullPath/)
})

test('contract/pages.gen.ts is what the route tree in git says', () => {
  const tree = fs.readFileSync('src/routeTree.gen.ts', 'utf8')
  expect(fs.readFileSync('contract/pages.gen.ts', 'utf8')).toBe(pagesModule(pagePathsOf(tree)))
})
