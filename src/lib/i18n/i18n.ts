// One translator per render root (docs/decisions/0077): the client's, and one per request on the
// server. Never a global instance: two requests in two languages must not share one.
import { type I18n, type Messages, setupI18n } from '@lingui/core'
import type { Language } from '../../../contract/languages'
// Compiled by scripts/message-catalogs.ts; TypeScript sees the source JSON, hence its ids.
import shell from '../../locales/en/shell.messages.json'

export type { I18n }

/** The ids of the English source catalog: a mistyped id does not compile. */
export type MessageId = keyof typeof shell

/** A message's arguments: `{ count: 3, more: true }`. */
export type MessageValues = Record<string, string | number | boolean>

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
const catalogs: Partial<Record<Language, Messages>> = {
  // The module holds compiled messages, not the JSON's strings (see above).
  en: shell as unknown as Messages,
}

/**
 * A translator for `language`: in it at once if its catalog is at hand (English always is),
 * otherwise in English until `loadLanguage` has brought it.
 */
export function createI18n(language: Language): I18n {
  const messages = catalogs[language]
  return messages
    ? setupI18n({ locale: language, messages: { [language]: messages } })
    : setupI18n({ locale: 'en', messages: { en: catalogs.en ?? {} } })
}

/** Brings `language`'s chunk (English has none) and switches the instance to it. */
export async function loadLanguage(i18n: I18n, language: Language): Promise<void> {
  if (language !== 'en') catalogs[language] ??= (await chunks[language]()).default as Messages
  if (i18n.locale === language) return
  i18n.loadAndActivate({ locale: language, messages: catalogs[language] ?? {} })
}
