// Which language a reader gets (docs/decisions/0077): the one they chose in the Language
// chooser (a cookie, so the server draws the next page in it), else the first their browser asks
// for that Quill speaks (Accept-Language on the server, `navigator.languages` in the client),
// else the site's own. The same rule on both sides, so a drawn page and the app agree.
import { LANGUAGES, type Language, isLanguage, languageOf } from './languages'

/** The chooser's cookie: a year, for the whole site. */
export const LANGUAGE_COOKIE = 'quill-lang'
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** The direction a language is written in: `<html dir>`, Mantine's DirectionProvider. */
export const languageDirection = (language: Language): 'ltr' | 'rtl' => LANGUAGES[language].dir

/** A cookie's value in a Cookie header (or `document.cookie`), or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return undefined
}

/**
 * The tags of an Accept-Language header, most wanted first (by `q`, then by order); a tag with
 * `q=0` is one the reader does not want, and `*` names none in particular. A malformed part is
 * skipped, never an error: any browser's header is read.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return []
  const wanted: { tag: string; q: number; at: number }[] = []
  // A header is short; a hostile one is cut so reading it stays cheap.
  header
    .slice(0, 1000)
    .split(',')
    .slice(0, 50)
    .forEach((part, at) => {
      const [tag = '', ...params] = part.split(';')
      const name = tag.trim()
      if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(name)) return
      const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param))
      const q = qParam === undefined ? 1 : Number(qParam.slice(2))
      if (!Number.isFinite(q) || q <= 0 || q > 1) return
      wanted.push({ tag: name, q, at })
    })
  return wanted.sort((a, b) => b.q - a.q || a.at - b.at).map((entry) => entry.tag)
}

/** The language to draw in: the reader's choice, their browser's, the site's, English. */
export function chooseLanguage({
  chosen,
  browser,
  site,
}: {
  /** The chooser's cookie, as sent (anything, or nothing). */
  chosen?: string | undefined
  /** The browser's languages, most wanted first. */
  browser: readonly string[]
  /** The site's language (ADR 0074). */
  site: string
}): Language {
  if (chosen !== undefined && isLanguage(chosen)) return chosen
  for (const tag of browser) {
    const language = languageOf(tag)
    if (language) return language
  }
  return isLanguage(site) ? site : 'en'
}
