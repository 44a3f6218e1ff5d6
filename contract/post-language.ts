// A post's language (ADR 0077, "A post's language"): any BCP 47 tag, wider than the five
// languages Quill's interface speaks (contract/languages.ts). One rule for the server's check,
// the editor's field and the mock server: what `Intl.getCanonicalLocales` accepts, kept in its
// canonical case ("DE-at" is "de-AT"). No schema here, so the editor's field takes only this.

export const languageTagInvalid = 'Not a valid language'

/** Longer than any tag a person writes; BCP 47 asks that at least 35 characters be kept. */
export const LANGUAGE_TAG_MAX = 64

/** The tag in BCP 47's canonical case, or undefined when it is none. */
export function canonicalLanguageTag(tag: string): string | undefined {
  const trimmed = tag.trim()
  if (trimmed === '' || trimmed.length > LANGUAGE_TAG_MAX) return undefined
  try {
    return Intl.getCanonicalLocales(trimmed)[0]
  } catch {
    return undefined
  }
}

export const isLanguageTag = (tag: string): boolean => canonicalLanguageTag(tag) !== undefined

/**
 * Whether a post in `tag` is in the language `filter` asks for: RFC 4647's basic filtering, so
 * `de` finds `de` and `de-AT`, `de-AT` only `de-AT`. Both canonical.
 */
export const languageMatches = (filter: string, tag: string): boolean =>
  tag.toLowerCase() === filter.toLowerCase() ||
  tag.toLowerCase().startsWith(`${filter.toLowerCase()}-`)

/**
 * Open Graph's `og:locale` (`language_TERRITORY`) for a tag: its region when it names one, else
 * the region the language is most likely written in (`Intl.Locale#maximize`: "de" is de_DE, "ar"
 * ar_EG); undefined when no region is known (an undetermined or private language).
 */
export function openGraphLocale(tag: string): string | undefined {
  try {
    const locale = new Intl.Locale(tag)
    if (!locale.language || locale.language === 'und') return undefined
    const region = locale.region ?? locale.maximize().region
    return region ? `${locale.language}_${region}` : undefined
  } catch {
    return undefined
  }
}
