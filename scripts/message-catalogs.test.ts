import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setupI18n } from '@lingui/core'
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'
import { expect, test } from 'vitest'
import { compileCatalog, messageCatalogs, shortIdsOf, withShortIds } from './message-catalogs'

/** What the plugin's load hook answers for a catalog file holding `messages`. */
function load(messages: Record<string, string>, name = 'fr.messages.json') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-catalog-'))
  const file = path.join(dir, name)
  fs.writeFileSync(file, JSON.stringify(messages))
  const watched: string[] = []
  const hook = messageCatalogs().load as (
    this: { addWatchFile: (file: string) => void },
    id: string,
  ) => { code: string; moduleType: string } | null
  try {
    const result = hook.call({ addWatchFile: (f) => watched.push(f) }, `${file}?import`)
    return { result, watched, file }
  } finally {
    fs.rmSync(dir, { recursive: true })
  }
}

/** The module's default export, as the bundle would run it. */
async function run(code: string): Promise<Record<string, CompiledMessage>> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
    default: Record<string, CompiledMessage>
  }
  return module.default
}

test('a catalog becomes a JavaScript module of compiled messages that Lingui formats', async () => {
  const { result, watched, file } = load({
    'header.menuUnread':
      'Menu, {count, plural, one {# notification non lue} other {# notifications non lues}}',
    'header.colorScheme': 'Passer en mode {scheme, select, dark {sombre} other {clair}}',
    'nav.home': 'Accueil',
  })
  expect(result?.moduleType).toBe('js')
  expect(watched).toEqual([file])
  const messages = await run(result?.code ?? '')
  // Compiled, not the ICU text: no parser is needed to read it.
  expect(messages['nav.home']).toEqual(['Accueil'])
  const i18n = setupI18n({ locale: 'fr', messages: { fr: messages } })
  // Lingui's run-time compiler stays out of it (as in a production build).
  i18n.setMessagesCompiler(() => {
    throw new Error('compiled at run time')
  })
  expect(i18n._('header.menuUnread', { count: 1 })).toBe('Menu, 1 notification non lue')
  expect(i18n._('header.menuUnread', { count: 0 })).toBe('Menu, 0 notification non lue')
  expect(i18n._('header.menuUnread', { count: 2 })).toBe('Menu, 2 notifications non lues')
  expect(i18n._('header.menuUnread', { count: 1200 })).toBe(
    'Menu, 1\u202f200 notifications non lues',
  )
  expect(i18n._('header.colorScheme', { scheme: 'dark' })).toBe('Passer en mode sombre')
  expect(i18n._('header.colorScheme', { scheme: 'light' })).toBe('Passer en mode clair')
  expect(i18n._('nav.home')).toBe('Accueil')
})

test('a broken message fails the build, naming its file and id', () => {
  expect(() =>
    load({ 'nav.home': 'Accueil', 'header.menu': 'Menu, {count, plural, one {#}' }),
  ).toThrow(/fr\.messages\.json: "header\.menu" is not a valid ICU message/)
})

test('a number, date or time argument fails the build: the run time formats plural and select only', () => {
  expect(() => load({ 'feed.count': '{count, number} posts' })).toThrow(
    /"feed\.count": \{count, number\} is not supported/,
  )
  expect(() => load({ 'post.when': '{n, plural, one {on {day, date, long}} other {#}}' })).toThrow(
    /\{day, date\} is not supported/,
  )
})

test('other files are left to Vite', () => {
  const hook = messageCatalogs().load as (id: string) => unknown
  expect(hook.call({}, '/src/app.json')).toBeNull()
  expect(hook.call({}, '/src/main.tsx')).toBeNull()
})

test('a build names messages by short ids, in the catalogs and in the calls alike', async () => {
  const shortIds = new Map([
    ['nav.home', '0'],
    ['header.menu', '1'],
  ])
  const code = [
    "const a = t('nav.home')",
    'const b = i18n._("header.menu", { count })',
    "const c = t('not.a.message')",
    "const d = shell('nav.home') + `header.menu`",
    "const e = 'nav.homeless'",
  ].join('\n')
  const edited = withShortIds(code, shortIds)
  expect(edited.toString()).toBe(
    [
      "const a = t('0')",
      'const b = i18n._("1", { count })',
      "const c = t('not.a.message')",
      "const d = shell('0') + `1`",
      "const e = 'nav.homeless'",
    ].join('\n'),
  )
  const module = compileCatalog(JSON.stringify({ 'nav.home': 'Home' }), 'x', shortIds)
  expect(await run(module)).toEqual({ 0: ['Home'] })
  // The real catalogs: every English id has one, and no two share it.
  const real = shortIdsOf('src/locales')
  expect(real.get('nav.home')).toMatch(/^[0-9a-z]+$/)
  expect(new Set(real.values()).size).toBe(real.size)
})
