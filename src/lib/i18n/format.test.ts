// Our formatter against @lingui/core's (docs/decisions/0077, "The 2 KiB question"): every message
// of every catalog, in its language and the others, with sample values, must read the same.
import { setupI18n } from '@lingui/core'
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { expect, test } from 'vitest'
import { LANGUAGES } from '../../../contract/languages'
import { formatMessage } from './format'
import type { MessageValues } from './format'

/** The catalogs as the build compiles them (scripts/message-catalogs.ts), by file. */
const catalogs = import.meta.glob<Record<string, CompiledMessage>>(
  '../../locales/**/*.messages.json',
  { eager: true, import: 'default' },
)

/** Lingui's own result: an instance holding just this message, with no run-time compiler. */
function lingui(message: CompiledMessage, language: string, values: MessageValues) {
  const i18n = setupI18n({ locale: language, messages: { [language]: { probe: message } } })
  i18n.setMessagesCompiler(() => {
    throw new Error('compiled at run time')
  })
  return i18n._('probe', values)
}

/** The arguments a message names, at any depth. */
function argumentsOf(message: CompiledMessage): string[] {
  return message.flatMap((token) =>
    typeof token === 'string'
      ? []
      : [
          token[0],
          ...Object.values((token[2] ?? {}) as object).flatMap((branch) =>
            Array.isArray(branch) ? argumentsOf(branch as CompiledMessage) : [],
          ),
        ],
  )
}

const SAMPLES: Record<string, (string | number | boolean)[]> = {
  count: [0, 1, 2, 3, 5, 11, 20, 21, 99, 100, 101, 1000, 1234567, 1.5],
  more: [false, true],
  scheme: ['dark', 'light'],
  site: ['Quill'],
  service: ['GitHub'],
}

/** Every combination of the samples of `names` (a name without samples gets a word). */
function valueSets(names: string[]): MessageValues[] {
  return [...new Set(names)].reduce<MessageValues[]>(
    (sets, name) =>
      sets.flatMap((set) => (SAMPLES[name] ?? ['x']).map((v) => ({ ...set, [name]: v }))),
    [{}],
  )
}

test('the catalogs are all here: every language has the areas English has', () => {
  const areas = (language: string) =>
    Object.keys(catalogs)
      .filter((file) => file.startsWith(`../../locales/${language}/`))
      .map((file) => file.slice(`../../locales/${language}/`.length))
      .sort()
  expect(areas('en')).toContain('shell.messages.json')
  for (const language of Object.keys(LANGUAGES)) expect(areas(language)).toEqual(areas('en'))
})

test('every message of every catalog, in every language, with sample values, reads as Lingui reads it', () => {
  let compared = 0
  for (const [file, catalog] of Object.entries(catalogs)) {
    for (const [id, message] of Object.entries(catalog)) {
      for (const language of Object.keys(LANGUAGES)) {
        for (const values of valueSets(argumentsOf(message))) {
          const expected = lingui(message, language, values)
          expect(formatMessage(message, language, values), `${file} ${id} ${language}`).toBe(
            expected,
          )
          compared++
        }
      }
    }
  }
  // 27 messages in 5 catalogs: the count guards against comparing nothing.
  expect(compared).toBeGreaterThan(2000)
})

test('what the catalogs may hold beyond them: offset, exact matches, ordinals, nesting, a missing value', () => {
  const messages = [
    '{n, plural, offset:1 =0 {nobody} =1 {just {who}} one {{who} and # other} other {{who} and # others}}',
    '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    '{a, select, yes {# {n, plural, one {# thing} other {# things}}} other {none}}',
    '{n, plural, one {{a, select, yes {#, yes} other {#}}} other {{n, plural, other {# inner}} #}}',
    "Plain text with apostrophes: it’s l’article, it's, and a quoted '{brace}'",
    '{who} said {n, plural, other {#}}',
  ]
  for (const source of messages) {
    const message = compileMessageOrThrow(source)
    for (const language of Object.keys(LANGUAGES)) {
      for (const n of [0, 1, 2, 3, 4, 11, 22, 103, 1000, undefined]) {
        for (const values of [{ who: 'Ada', a: 'yes' }, { a: 'no' }] as MessageValues[]) {
          const all = n === undefined ? values : { ...values, n }
          expect(formatMessage(message, language, all), `${source} ${language} ${n}`).toBe(
            lingui(message, language, all),
          )
        }
      }
    }
  }
})
