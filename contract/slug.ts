// A post's readable URL segment, made from its title (issue 27): Latin, Cyrillic, Greek, Arabic
// and the rest that @sindresorhus/slugify can transliterate become lower-case ASCII words joined
// by '-'; a title with a letter it cannot transliterate (Chinese, Japanese, …) keeps its letters and digits as
// a UTF-8 path segment. A title with nothing readable gives 'post', so a URL never ends in '/'.
import slugifyLatin from '@sindresorhus/slugify'

/** Longest slug, in characters: enough for any readable title, short enough for a URL. */
export const SLUG_MAX = 80

/** True when some letter of the title has no Latin spelling (slugify would drop it). */
function hasUntransliterable(title: string): boolean {
  return Array.from(title).some((ch) => /\p{L}/u.test(ch) && slugifyLatin(ch) === '')
}

export function slugify(title: string): string {
  const slug = !hasUntransliterable(title)
    ? slugifyLatin(title)
    : title
        .normalize('NFC')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
        .replace(/^-+|-+$/g, '')
  const cut = Array.from(slug).slice(0, SLUG_MAX).join('').replace(/-+$/, '')
  return cut || 'post'
}
