// One translator per render root (docs/decisions/0077): the client's, and one per request on the
// server. Never a global instance: two requests in two languages must not share one.
//
// Messages come in areas: src/locales/<language>/<area>.messages.json. English's shell area is on
// the first load; each other English area is imported by the code that speaks it (useT(area)), so
// it travels in that code's chunk. Every other language is one chunk holding all its areas.
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'
import type { Language } from '../../../contract/languages'
// Compiled by scripts/message-catalogs.ts; TypeScript sees the source JSON, hence its ids.
import shell from '../../locales/en/shell.messages.json'
import { type MessageValues, formatMessage } from './format'

export type { MessageValues }

/** An area's English catalog as its code imports it: its ids are the area's message ids. */
export type Area = Record<string, string>

/** The ids of the shell's English catalog, which `useT()` without an area speaks. */
export type MessageId = keyof typeof shell

export type Catalog = Partial<Record<string, CompiledMessage>>

export interface I18n {
  readonly language: Language
  /**
   * The message `id` in the instance's language, from `area` (its English catalog) when the
   * language is English; an id nowhere to be found (a failed check) is shown as is.
   */
  _(id: string, values?: MessageValues, area?: Area): string
  /** Calls `onChange` when the language changes; returns the unsubscription. */
  subscribe(onChange: () => void): () => void
  /** Switches to `language`, whose catalog must be at hand (loadLanguage's job). */
  activate(language: Language): void
}

export interface I18nOptions {
  /** Told of an id the current language lacks: tests fail on it, the app falls back to English. */
  onMissing?: (id: string, language: Language) => void
}

/** Each other language is one chunk, all its areas in it, loaded with its first use. */
const chunks: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalog }>> = {
  fr: () => import('../../locales/fr'),
  de: () => import('../../locales/de'),
  es: () => import('../../locales/es'),
  ar: () => import('../../locales/ar'),
}

/**
 * The catalogs at hand, by language: the same for every instance (immutable once compiled),
 * so a server that has loaded a language once gives every later request its messages at once.
 * English holds the shell; its other areas come with the code that speaks them.
 */
const catalogs: Partial<Record<Language, Catalog>> = {
  // The module holds compiled messages, not the JSON's strings (see above).
  en: shell as unknown as Catalog,
}

/**
 * A translator for `language`: in it at once if its catalog is at hand (English always is),
 * otherwise in English until `loadLanguage` has brought it.
 */
export function createI18n(language: Language, { onMissing }: I18nOptions = {}): I18n {
  let current: Language = catalogs[language] ? language : 'en'
  const listeners = new Set<() => void>()
  return {
    get language() {
      return current
    },
    _: (id, values, area) => {
      const own = catalogs[current]?.[id]
      if (own !== undefined) return formatMessage(own, current, values)
      const english = ((area as Catalog | undefined) ?? catalogs.en)?.[id]
      if (current !== 'en' || english === undefined) onMissing?.(id, current)
      return english === undefined ? id : formatMessage(english, 'en', values)
    },
    subscribe(onChange) {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    activate(next) {
      if (next === current || !catalogs[next]) return
      current = next
      for (const listener of listeners) listener()
    },
  }
}

/** Brings `language`'s chunk (English has none) and switches the instance to it. */
export async function loadLanguage(i18n: I18n, language: Language): Promise<void> {
  if (language !== 'en') catalogs[language] ??= (await chunks[language]()).default
  i18n.activate(language)
}

/** `useT(area)` outside React: the instance's translator for one area's ids. */
export function translatorOf<A extends Area>(
  i18n: I18n,
  area: A,
): (id: keyof A & string, values?: MessageValues) => string {
  // The one call that passes an id on, as useT's does (eslint.config.js).
  // eslint-disable-next-line no-restricted-syntax
  return (id, values) => i18n._(id, values, area)
}
