// The hits of a search marked in a post's title and a passage of its text, for SQLite's search,
// made here rather than by FTS5's highlight() and snippet(): those need the row found through the
// index again, which walks every match of the query (100,000 for a word in every post: ~100 ms)
// to find the page's 20. The words are found as migration 007's tokenizer (unicode61,
// remove_diacritics 2) finds them: runs of letters and digits, case and accents folded; the
// query's last word also as a prefix when the search takes it as one.
import { HIT_END, HIT_START, lastTermIsPrefix } from '../../contract/search'

const WORD = /[\p{L}\p{N}\p{M}]+/gu
const NOT_ASCII = /[^\p{ASCII}]/u
/** Case and accents folded; most words are ASCII, which need no decomposition (issue 21). */
const fold = (word: string) =>
  NOT_ASCII.test(word)
    ? word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    : word.toLowerCase()

interface Word {
  start: number
  end: number
  hit: boolean
}

function words(text: string, terms: string[]): Word[] {
  const folded = terms.map(fold)
  // The last word is a prefix too when the search took it as one (SEARCH_PREFIX_MIN).
  const prefix = lastTermIsPrefix(terms) ? folded.at(-1) : undefined
  const whole = new Set(folded)
  return [...text.matchAll(WORD)].map((match) => {
    const word = fold(match[0])
    const hit = whole.has(word) || (prefix !== undefined && word.startsWith(prefix))
    return { start: match.index, end: match.index + match[0].length, hit }
  })
}

/** `text` from `from` to `to` with its hits between HIT_START and HIT_END. */
function marked(text: string, list: Word[], from: number, to: number): string {
  let out = ''
  let at = from
  for (const word of list) {
    if (!word.hit || word.start < from || word.end > to) continue
    out += `${text.slice(at, word.start)}${HIT_START}${text.slice(word.start, word.end)}${HIT_END}`
    at = word.end
  }
  return out + text.slice(at, to)
}

/** The whole text, every hit marked (a title). */
export function highlightAll(text: string, terms: string[]): string {
  return marked(text, words(text, terms), 0, text.length)
}

/**
 * How much of a post's text its snippet is looked for in: the first 2,000 characters (about
 * 300 words, the first few paragraphs). Marking costs in proportion to the text read (each word
 * matched and folded): the whole of a 50,000-character post of accented one-letter words took
 * 13 ms, a page of 50 of them 0.7 s (docs/decisions/0053). A hit further in is not shown: the snippet is
 * then the text's start, as when only the title matched.
 */
export const SNIPPET_TEXT_MAX = 2_000

/** A word cut by the bound (or half of a surrogate pair) is not read as a word. */
const CUT_WORD = /(?:[\p{L}\p{N}\p{M}]+|[\uD800-\uDBFF])$/u

/**
 * A passage of about `size` words: the first with the most hits, '…' where the text is cut
 * (a text with no hit, when the title matched: its start). Only the first SNIPPET_TEXT_MAX
 * characters of `text` are read; a caller may pass no more than that and one character
 * (search-rows.ts), which says the text goes on.
 */
export function snippetOf(text: string, terms: string[], size = 24): string {
  const goesOn = text.length > SNIPPET_TEXT_MAX
  const read = goesOn ? text.slice(0, SNIPPET_TEXT_MAX).replace(CUT_WORD, '') : text
  const more = goesOn ? '…' : ''
  const list = words(read, terms)
  if (list.length <= size) return marked(read, list, 0, read.length) + more
  let best = 0
  let bestHits = -1
  let hits = 0
  for (let i = 0; i < list.length; i++) {
    if (list[i]?.hit) hits++
    if (i >= size && list[i - size]?.hit) hits--
    if (i >= size - 1 && hits > bestHits) {
      bestHits = hits
      best = i - size + 1
    }
  }
  const first = list[best]
  const lastWord = list[best + size - 1]
  if (!first || !lastWord) return marked(read, list, 0, read.length) + more
  const from = best === 0 ? 0 : first.start
  const to = best + size >= list.length ? read.length : lastWord.end
  const cut = to < read.length || goesOn
  return `${from > 0 ? '…' : ''}${marked(read, list, from, to)}${cut ? '…' : ''}`
}
