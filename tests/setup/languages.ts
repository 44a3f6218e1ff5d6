// Translators for component tests in each of Quill's languages (docs/decisions/0077): strict, so
// a message the language lacks fails the test instead of falling back to English unseen.
import { onTestFinished } from 'vitest'
import { LANGUAGES, type Language } from '../../contract/languages'
import { type I18n, createI18n, loadLanguage } from '../../src/lib/i18n/i18n'

/** Every language, English first: `test.each(EVERY_LANGUAGE)('… in %s', …)`. */
export const EVERY_LANGUAGE = Object.keys(LANGUAGES) as Language[]

/**
 * A translator in `language`, its chunk loaded; the test fails at its end if anything asked for
 * a message the language lacks (or an id no catalog has).
 */
export async function strictTranslator(language: Language): Promise<I18n> {
  const missing = new Set<string>()
  const i18n = createI18n(language, { onMissing: (id) => missing.add(id) })
  await loadLanguage(i18n, language)
  onTestFinished(() => {
    if (missing.size > 0) {
      throw new Error(`Missing in ${language}: ${[...missing].join(', ')}`)
    }
  })
  return i18n
}
