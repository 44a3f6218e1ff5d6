// A post's own words in their own language (docs/decisions/0077, "A post's language"): `lang` so
// a screen reader voices them and a browser hyphenates them as that language, `dir` so a post in
// English reads left to right on an Arabic page and an Arabic one right to left on an English
// page. Only the post's words: the interface around them stays the reader's.
import { textDirection } from '../../../contract/text-direction'

export function postText(language: string): { lang?: string; dir: 'ltr' | 'rtl' | 'auto' } {
  // '' while a new post's language is not known yet (the optimistic copy): the browser decides.
  if (!language) return { dir: 'auto' }
  return { lang: language, dir: textDirection(language) }
}
