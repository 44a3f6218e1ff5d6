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
 * A passage of about `size` words: the first with the most hits, '…' where the text is cut
 * (a text with no hit, when the title matched: its start).
 */
export function snippetOf(text: string, terms: string[], size = 24): string {
  const list = words(text, terms)
  if (list.length <= size) return marked(text, list, 0, text.length)
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
  if (!first || !lastWord) return marked(text, list, 0, text.length)
  const from = best === 0 ? 0 : first.start
  const to = best + size >= list.length ? text.length : lastWord.end
  return `${from > 0 ? '…' : ''}${marked(text, list, from, to)}${to < text.length ? '…' : ''}`
}
