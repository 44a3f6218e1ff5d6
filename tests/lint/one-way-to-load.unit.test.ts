// The loading rule of eslint.config.js (docs/decisions/0065), proved on code that does not exist:
// TanStack Query's deprecated loading calls fail `npm run lint`; query() and infiniteQuery() pass.
import { expect, test } from 'vitest'
import { loadEslintFirst, ruleMessages } from './lint-text'

loadEslintFirst()

const complaints = async (code: string) =>
  (await ruleMessages('src/routes/x.tsx', code, 'no-restricted-properties')).length

const loader = (call: string) => `import type { QueryClient } from '@tanstack/react-query'
import { postQueries } from '../entities/post/queries'
export const load = (queryClient: QueryClient) => queryClient.${call}(postQueries.detail('x'))
`

test.each([
  'ensureQueryData',
  'fetchQuery',
  'prefetchQuery',
  'ensureInfiniteQueryData',
  'fetchInfiniteQuery',
  'prefetchInfiniteQuery',
])('lint fails on %s', async (call) => {
  expect(await complaints(loader(call))).toBe(1)
})

test.each(['query', 'infiniteQuery'])('lint passes on %s', async (call) => {
  expect(await complaints(loader(call))).toBe(0)
})
