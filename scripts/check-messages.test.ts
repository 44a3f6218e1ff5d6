import { expect, test } from 'vitest'
import { LANGUAGES, type Language } from '../contract/languages'
import { checkAreas, checkMessages, mergedCatalogs, readAreas } from './check-messages'

const EN = {
  'nav.home': 'Home',
  'header.menuUnread': 'Menu, {count, plural, one {# unread} other {# unread}}',
}
const FR = {
  'nav.home': 'Accueil',
  'header.menuUnread': 'Menu, {count, plural, one {# non lue} other {# non lues}}',
}

/** Every language with `overrides` on top of a complete, consistent set. */
function catalogs(overrides: Partial<Record<Language, Record<string, string>>> = {}) {
  const all = Object.fromEntries(
    Object.keys(LANGUAGES).map((language) => [language, language === 'en' ? EN : FR]),
  )
  return { ...all, ...overrides }
}

const code = [
  {
    file: 'src/header.tsx',
    code: 'const t = useT()\nt(\'nav.home\')\nt("header.menuUnread", { count })',
  },
]

test('catalogs that agree with the code pass', () => {
  expect(checkMessages(catalogs(), code)).toEqual([])
})

test('an id the code uses and a language lacks fails, naming the language and the file', () => {
  const { 'nav.home': _, ...withoutHome } = FR
  expect(checkMessages(catalogs({ de: withoutHome }), code)).toEqual([
    'de: "nav.home" is missing (src/header.tsx)',
  ])
  const { es: __, ...withoutSpanish } = catalogs()
  expect(checkMessages(withoutSpanish, code)).toEqual(['es: no catalog'])
})

test('a catalog id no code uses fails, in English and in every language that has it', () => {
  const problems = checkMessages(
    catalogs({ en: { ...EN, 'nav.gone': 'Gone' }, fr: { ...FR, 'nav.gone': 'Parti' } }),
    code,
  )
  expect(problems).toEqual(['en: "nav.gone" is used nowhere', 'fr: "nav.gone" is used nowhere'])
  // An id in a comment is not a use.
  const commented = [{ file: 'src/a.tsx', code: "// t('nav.home')\n * t('header.menuUnread')" }]
  expect(checkMessages(catalogs(), commented)).toContain('en: "nav.home" is used nowhere')
})

test('an id that is not a string literal fails: the check cannot follow it', () => {
  const dynamic = [
    ...code,
    { file: 'src/tabs.tsx', code: 't(`tabs.${name}`)\nconst x = i18n._(ids[0], values)' },
  ]
  expect(checkMessages(catalogs(), dynamic)).toEqual([
    "src/tabs.tsx: t(`tabs.${name}`…: a message's id must be a string literal",
    "src/tabs.tsx: ._(ids[0]…: a message's id must be a string literal",
  ])
})

test("a translation whose arguments are not English's fails, and so does one that does not parse", () => {
  const problems = checkMessages(
    catalogs({
      fr: { ...FR, 'header.menuUnread': 'Menu, {n, plural, one {# non lue} other {# non lues}}' },
      ar: { ...FR, 'nav.home': 'الرئيسية {count, plural, one {#}' },
    }),
    code,
  )
  expect(problems).toEqual([
    'fr: "header.menuUnread" has the arguments {n}, English {count}',
    expect.stringMatching(/^ar: "nav\.home" does not parse: /),
  ])
})

test("the real catalogs: each language's areas merged, every language there", () => {
  const real = mergedCatalogs(readAreas('src/locales'))
  expect(Object.keys(real).sort()).toEqual(Object.keys(LANGUAGES).sort())
  expect(real.en?.['nav.home']).toBe('Home')
  expect(real.fr?.['nav.home']).toBe('Accueil')
})

test('areas: the same areas and ids as English in every language, and no id in two areas', () => {
  const problems = checkAreas({
    en: { shell: { 'nav.home': 'Home', 'nav.back': 'Back' }, posts: { 'nav.back': 'Back' } },
    fr: {
      shell: { 'nav.home': 'Accueil', 'nav.extra': 'En trop' },
      stray: {},
    },
  })
  expect(problems).toEqual([
    'en: "nav.back" is in two areas, shell and posts',
    "fr: the area stray is not English's",
    'fr/shell: "nav.back" is missing',
    'fr/shell: "nav.extra" is not in English\'s shell',
    'fr: no posts.messages.json',
  ])
})
