// <HeadContent /> keeps one <meta> per property (TanStack/router#5146); the repeats Open Graph
// uses for lists are drawn beside it, and nothing a deeper route overrides.
import { expect, test } from 'vitest'
import { repeatedProperties } from './page-head'

const tag = (content: string) => ({ property: 'article:tag', content })

test("the repeats of a property <HeadContent /> leaves out: all but the deepest route's last", () => {
  const root = [{ title: 'Quill' }, { name: 'description', content: 'site' }]
  const post = [tag('a'), { property: 'og:type', content: 'article' }, tag('b'), tag('c')]
  expect(repeatedProperties([root, post])).toEqual([tag('a'), tag('b')])
})

test('a property a deeper route names once overrides every entry of a shallower route', () => {
  expect(repeatedProperties([[tag('a'), tag('b')], [tag('c')]])).toEqual([])
  expect(repeatedProperties([[tag('a')], undefined])).toEqual([])
})
