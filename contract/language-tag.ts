import * as z from 'zod/mini'
import {
  LANGUAGE_TAG_MAX,
  canonicalLanguageTag,
  isLanguageTag,
  languageTagInvalid,
} from './post-language'

/**
 * A post's language as sent: a BCP 47 tag ("de", "pt-BR", "zh-Hant"), trimmed and kept in its
 * canonical case (ADR 0077, "A post's language"); anything else answers 400 Not a valid language.
 */
export const LanguageTagSchema = z.string().check(
  z.trim(),
  z.maxLength(LANGUAGE_TAG_MAX, languageTagInvalid),
  z.refine(isLanguageTag, languageTagInvalid),
  z.overwrite((tag) => canonicalLanguageTag(tag) ?? tag),
  z.describe(
    `A BCP 47 language tag ("de", "pt-BR"), answered in its canonical case; any other value answers 400 ${languageTagInvalid}.`,
  ),
)
