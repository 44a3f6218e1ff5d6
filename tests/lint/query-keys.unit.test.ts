// The query-factory rule of eslint.config.js (docs/decisions/0062), proved on code that does not
// exist: a key written as an array outside a query factory fails `npm run lint`; the same code in
// a factory (a queries.ts, or under src/entities) passes, and so does a key taken from a factory.
import { expect, test } from 'vitest'
import { loadEslintFirst, ruleMessages } from './lint-text'

loadEslintFirst()

const keyComplaints = async (file: string, code: string) =>
  (await ruleMessages(file, code, 'no-restricted-syntax')).length

const inOptions = `import { queryOptions } from '@tanstack/react-query'
export const options = queryOptions({ queryKey: ['posts', 'list'], queryFn: () => 1 })
`
const invalidated = `import type { QueryClient } from '@tanstack/react-query'
export const drop = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['posts'] })
`
const setData = `import type { QueryClient } from '@tanstack/react-query'
export const put = (queryClient: QueryClient) => queryClient.setQueryData(['authors', 'x'], 1)
`
const fromFactory = `import type { QueryClient } from '@tanstack/react-query'
import { postQueries } from '../../entities/post/queries'
export const drop = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: postQueries.lists() })
`

test.each([
  ['a key in query options, in a feature', 'src/features/posts/x.ts', inOptions],
  [
    'a key invalidated by hand, in a component',
    'src/features/comments/components/x.tsx',
    invalidated,
  ],
  ['a key set by hand, in a route', 'src/routes/x.tsx', setData],
  ['a key in shared lib', 'src/lib/x.ts', inOptions],
])('lint fails on %s', async (_name, file, code) => {
  expect(await keyComplaints(file, code)).toBe(1)
})

test.each([
  ["a feature's queries.ts", 'src/features/post-history/queries.ts', inOptions],
  ["an entity's folder", 'src/entities/post/x.ts', invalidated],
  ['a key from the factory', 'src/features/posts/x.ts', fromFactory],
])('lint passes in %s', async (_name, file, code) => {
  expect(await keyComplaints(file, code)).toBe(0)
})
