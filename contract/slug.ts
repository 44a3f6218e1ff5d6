// A post's readable URL segment, made from its title (issue 27): Latin, Cyrillic, Greek, Arabic
// and the rest that @sindresorhus/slugify can transliterate become lower-case ASCII words joined
// by '-'; a title with a letter it cannot transliterate (Chinese, Japanese, …) keeps its letters and digits as
// a UTF-8 path segment. A title with nothing readable gives 'post', so a URL never ends in '/'.
import slugifyLatin from '@sindresorhus/slugify'

/** Longest slug, in characters: enough for any readable title, short enough for a URL. */
export const SLUG_MAX = 80

/** Whether each non-ASCII letter met so far has a Latin spelling: asked once per letter. */
const spelled = new Map<string, boolean>()

function hasLatinSpelling(letter: string): boolean {
  let known = spelled.get(letter)
  if (known === undefined) {
    known = slugifyLatin(letter) !== ''
    spelled.set(letter, known)
  }
  return known
}

/** True when some letter of the title has no Latin spelling (slugify would drop it). */
function hasUntransliterable(title: string): boolean {
  for (const ch of title) {
    if (ch > '\x7f' && /\p{L}/u.test(ch) && !hasLatinSpelling(ch)) return true
  }
  return false
}

/**
 * The slugs of titles met lately: every answer that lists posts carries each one's slug, and a
 * slug costs a few microseconds to make, a lookup a tenth of one. Emptied when full.
 */
const made = new Map<string, string>()
const MADE_MAX = 10_000

export function slugify(title: string): string {
  let slug = made.get(title)
  if (slug === undefined) {
    if (made.size >= MADE_MAX) made.clear()
    slug = makeSlug(title)
    made.set(title, slug)
  }
  return slug
}

function makeSlug(title: string): string {
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
