// The literal-id rule of eslint.config.js (docs/decisions/0077), proved on code that does not
// exist: a message named by anything but a string literal fails `npm run lint` wherever code
// translates (query factories and the server included, where other rules set the same option);
// a literal passes.
import { expect, test } from 'vitest'
import { loadEslintFirst, ruleMessages } from './lint-text'

loadEslintFirst()

const MESSAGE = "A message's id is a string literal, t('nav.home'), so the catalogs' check sees it."

const computed = `import { useT } from '../../lib/i18n/context'
export function Tab({ name }: { name: 'home' | 'managePosts' }) {
  const t = useT()
  return t(\`nav.\${name}\`)
}
`
const variable = `declare const i18n: { _: (id: string) => string }
declare const id: string
export const text = i18n._(id)
`
const literal = `import { useT } from '../../lib/i18n/context'
export function Tab() {
  const t = useT()
  return t('nav.home') + t("nav.managePosts")
}
`

test.each([
  ['a component', 'src/routes/-layout/x.tsx', computed],
  ['a feature', 'src/features/posts/components/x.tsx', computed],
  ['an entity', 'src/entities/post/x.tsx', computed],
  ['a query factory', 'src/features/posts/queries.ts', variable],
  ['the server', 'server/site/x.ts', variable],
])('lint fails on an id that is not a literal in %s', async (_name, file, code) => {
  expect(await ruleMessages(file, code, 'no-restricted-syntax')).toEqual([MESSAGE])
})

test('a literal id passes', async () => {
  expect(await ruleMessages('src/routes/-layout/x.tsx', literal, 'no-restricted-syntax')).toEqual(
    [],
  )
})
