// The loading rule of eslint.config.js (docs/decisions/0065), proved on code that does not exist:
// TanStack Query's deprecated loading calls fail `npm run lint`; query() and infiniteQuery() pass.
import path from 'node:path'
import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

async function complaints(code: string): Promise<number> {
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, 'src/routes/x.tsx'),
  })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-properties').length
}

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
