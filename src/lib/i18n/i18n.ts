// One translator per render root (docs/decisions/0077): the client's, and one per request on the
// server. Never a global instance: two requests in two languages must not share one.
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'
import type { Language } from '../../../contract/languages'
// Compiled by scripts/message-catalogs.ts; TypeScript sees the source JSON, hence its ids.
import shell from '../../locales/en/shell.messages.json'
import { type MessageValues, formatMessage } from './format'

export type { MessageValues }

/** The ids of the English source catalog: a mistyped id does not compile. */
export type MessageId = keyof typeof shell

type Catalog = Partial<Record<string, CompiledMessage>>

export interface I18n {
  readonly language: Language
  /** The message `id` in the instance's language; an id it lacks (a failed check) is shown as is. */
  _(id: MessageId, values?: MessageValues): string
  /** Calls `onChange` when the language changes; returns the unsubscription. */
  subscribe(onChange: () => void): () => void
  /** Switches to `language`, whose catalog must be at hand (loadLanguage's job). */
  activate(language: Language): void
}

/** Each other language is one chunk, all its areas in it, loaded with its first use. */
const chunks: Record<Exclude<Language, 'en'>, () => Promise<{ default: unknown }>> = {
  fr: () => import('../../locales/fr.messages.json'),
  de: () => import('../../locales/de.messages.json'),
  es: () => import('../../locales/es.messages.json'),
  ar: () => import('../../locales/ar.messages.json'),
}

/**
 * The catalogs at hand, by language: the same for every instance (immutable once compiled),
 * so a server that has loaded a language once gives every later request its messages at once.
 */
const catalogs: Partial<Record<Language, Catalog>> = {
  // The module holds compiled messages, not the JSON's strings (see above).
  en: shell as unknown as Catalog,
}

/**
 * A translator for `language`: in it at once if its catalog is at hand (English always is),
 * otherwise in English until `loadLanguage` has brought it.
 */
export function createI18n(language: Language): I18n {
  let current: Language = catalogs[language] ? language : 'en'
  const listeners = new Set<() => void>()
  return {
    get language() {
      return current
    },
    _: (id, values) => {
      const message = catalogs[current]?.[id]
      return message === undefined ? id : formatMessage(message, current, values)
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
  if (language !== 'en') catalogs[language] ??= (await chunks[language]()).default as Catalog
  i18n.activate(language)
}
