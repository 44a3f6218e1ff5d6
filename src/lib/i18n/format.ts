// Lingui's compiled messages, formatted (docs/decisions/0077, "The 2 KiB question"): plural,
// selectordinal and select through Intl.PluralRules, `#` as the language writes numbers, plain
// arguments. The same results as @lingui/core's `interpolate` (format.test.ts holds them to it)
// for what our catalogs may use: scripts/message-catalogs.ts refuses number, date and time
// arguments, which this does not format.
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'

export type MessageValues = Record<string, string | number | boolean>

type Choices = Record<string, CompiledMessage> & { offset?: number }

const cache = new Map<string, Intl.PluralRules | Intl.NumberFormat>()
function cached<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T): T {
  let made = cache.get(key) as T | undefined
  if (!made) cache.set(key, (made = make()))
  return made
}

/** A compiled message in `language`, with `values`. */
export function formatMessage(
  message: CompiledMessage,
  language: string,
  values: MessageValues = {},
): string {
  // `count` is the text of the number `#` stands for, in the nearest plural's branch only.
  const format = (tokens: CompiledMessage, count?: string): string =>
    tokens
      .map((token) => {
        if (typeof token === 'string') return token === '#' && count !== undefined ? count : token
        const [name, type, format_] = token
        const value = values[name]
        if (!type) return value ?? ''
        const choices = format_ as Choices
        if (type === 'select') return format(choices[String(value)] ?? choices.other ?? [])
        const number = Number(value) - (choices.offset ?? 0)
        const rules = cached(
          `${type}:${language}`,
          () => new Intl.PluralRules(language, type === 'plural' ? {} : { type: 'ordinal' }),
        )
        const branch = choices[String(value)] ?? choices[rules.select(number)] ?? choices.other
        const text = cached(`#:${language}`, () => new Intl.NumberFormat(language)).format(number)
        return format(branch ?? [], text)
      })
      .join('')
  return format(message)
}
