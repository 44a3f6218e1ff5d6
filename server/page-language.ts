// A served page's words that are the template's, not the app's (index.html): its language and
// direction, and its one sentence, in the reader's language (docs/decisions/0077).
import { languageDirection } from '../contract/language-choice'
import { type Language, isLanguage } from '../contract/languages'
import { escapeHtml } from './findable/head'

/**
 * The document in the reader's language (docs/decisions/0077): `<html lang>`, and `dir` for a
 * language written right to left.
 */
export function withLanguage(html: string, language: string): string {
  const dir = isLanguage(language) && languageDirection(language) === 'rtl' ? ' dir="rtl"' : ''
  return html
    .replace(
      /<html lang="[^"]*"( dir="[^"]*")?/,
      () => `<html lang="${escapeHtml(language)}"${dir}`,
    )
    .replace(
      /(<a class="skip-link" href="#main">)[^<]*(<\/a>)/,
      (_, open: string, close: string) =>
        `${open}${escapeHtml(SKIP_LINK[isLanguage(language) ? language : 'en'])}${close}`,
    )
}

/**
 * The template's one sentence, index.html's Skip to content, in each language: written into the
 * page with its language, as it costs the first load's JavaScript nothing (docs/decisions/0077).
 */
const SKIP_LINK: Record<Language, string> = {
  en: 'Skip to content',
  fr: 'Aller au contenu',
  de: 'Zum Inhalt springen',
  es: 'Saltar al contenido',
  ar: 'انتقل إلى المحتوى',
}
