// The direction a post's text runs in (ADR 0077, "A post's language"): a module of its own, so it
// travels with the cards and the post page that use it, not with the first load's head code
// that uses the rest of post-language.ts.

/** The scripts written right to left (Unicode's, by their ISO 15924 names). */
const RTL_SCRIPT = /^(Arab|Hebr|Thaa|Syrc|Nkoo|Adlm|Rohg|Mand|Samr|Mend)$/

/**
 * The direction a post's text runs in: its script's, the one the tag names (`az-Arab`, `ku-Latn`)
 * or the one its language is most likely written in (`Intl.Locale#maximize`, CLDR's likely
 * subtags: `fa` is Arab, `he` Hebr, `pa-PK` Arab); `auto` for an undetermined language (`und`),
 * where the browser reads the direction from the text itself.
 */
export function textDirection(tag: string): 'ltr' | 'rtl' | 'auto' {
  try {
    const locale = new Intl.Locale(tag)
    if (!locale.language || locale.language === 'und') return 'auto'
    return RTL_SCRIPT.test(locale.maximize().script ?? '') ? 'rtl' : 'ltr'
  } catch {
    return 'auto'
  }
}
