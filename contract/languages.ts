// The languages Quill speaks (docs/decisions/0077): the client draws its shell in them and the
// server chooses among them. Each is named in its own language, as a chooser lists it.
// On every page's first load: no schema, a few bytes.

export const LANGUAGES = {
  en: { name: 'English', dir: 'ltr' },
  fr: { name: 'Français', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  es: { name: 'Español', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
} as const

export type Language = keyof typeof LANGUAGES

/** English is the source: every other language's messages are translations of its. */
export const SOURCE_LANGUAGE: Language = 'en'

export const isLanguage = (value: string): value is Language => Object.hasOwn(LANGUAGES, value)

/**
 * The language a tag such as `<html lang>`'s or Accept-Language's names ("fr-CA" is French), or
 * null where Quill does not speak it.
 */
export function languageOf(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().split('-')[0]?.toLowerCase() ?? ''
  return isLanguage(primary) ? primary : null
}
