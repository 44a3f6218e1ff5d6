// The mails' words by language (docs/decisions/0077, "Mails"): plain TypeScript modules, not the
// client's catalogs, because the server is built file by file and does not compile JSON. A
// mail's language is its recipient's, remembered when they subscribed or signed up
// (server/mail/recipient-language.ts); a post's own title and text are never translated.
import { type Language, LANGUAGES, SOURCE_LANGUAGE, isLanguage } from '../../../contract/languages'
import { ar } from './ar'
import { de } from './de'
import { type MailWords, en } from './en'
import { es } from './es'
import { fr } from './fr'

export type { MailWords }

const WORDS: Record<Language, MailWords> = { en, fr, de, es, ar }

/** A mail's fixed words in a language. */
export function mailWords(language: Language): MailWords {
  return WORDS[language]
}

/** The language stored for a recipient, or the site's where none is (a row from before). */
export function mailLanguage(stored: string | null | undefined, site: string): Language {
  if (stored && isLanguage(stored)) return stored
  return isLanguage(site) ? site : SOURCE_LANGUAGE
}

/** A mail's `<html>` attributes: `lang="fr"`; `lang="ar" dir="rtl"`; English's as ever, `lang="en"`. */
export function htmlLanguage(language: Language): string {
  return LANGUAGES[language].dir === 'rtl' ? `lang="${language}" dir="rtl"` : `lang="${language}"`
}
