// `GET /api/search?q=…` (issue 15): published posts whose title or text holds every word of the
// query (the last word also as a prefix), best first, and (issue 22) the authors whose name does. Highlights travel as runs of text marked
// `hit` or not, never as markup: the client draws each run as text (a hit in a <mark>), so no
// title or body can inject HTML.
import * as z from 'zod/mini'
import { IdSchema, IsoDateSchema } from './common'
import { TagSchema } from './tags'

export const SEARCH_QUERY_MAX = 200
export const SEARCH_PAGE_DEFAULT = 10
export const SEARCH_PAGE_MAX = 50
/** Results are offset pages, this deep at most: a reader refines a query long before. */
export const SEARCH_OFFSET_MAX = 1000

export const searchMessages = {
  tooLong: `Search for at most ${SEARCH_QUERY_MAX} characters`,
  empty: 'Type something to search for',
}

export const SearchQuerySchema = z.object({
  q: z
    .string()
    .check(
      z.minLength(1, searchMessages.empty),
      z.maxLength(SEARCH_QUERY_MAX, searchMessages.tooLong),
    ),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SEARCH_PAGE_MAX)),
    SEARCH_PAGE_DEFAULT,
  ),
  offset: z._default(
    z.coerce.number().check(z.int(), z.minimum(0), z.maximum(SEARCH_OFFSET_MAX)),
    0,
  ),
})
export type SearchQuery = z.infer<typeof SearchQuerySchema>

/** A piece of text; `hit` when it matched the query. */
export const TextRunSchema = z.object({ text: z.string(), hit: z.boolean() })
export type TextRun = z.infer<typeof TextRunSchema>

export const SearchResultSchema = z.object({
  _id: IdSchema,
  postTitle: z.string(),
  /** The title as a URL segment: the post's page is `/post/:id/:slug`. */
  slug: z.string(),
  /** The title, as runs. */
  titleRuns: z.array(TextRunSchema),
  /** A short passage of the text around the hits, as runs ('…' where it is cut). */
  snippet: z.array(TextRunSchema),
  authorDisplayName: z.string(),
  /** The author's photo now (their profile), or '' for initials. */
  authorPhotoURL: z.string(),
  authorId: z.optional(z.string()),
  date: IsoDateSchema,
  image: z.string(),
  tags: z.array(TagSchema),
  readingMinutes: z.number().check(z.int(), z.minimum(1)),
})
export type SearchResult = z.infer<typeof SearchResultSchema>

/** An author whose name holds every word of the query (issue 22), with a published post. */
export const AuthorMatchSchema = z.object({
  authorId: z.string(),
  displayName: z.string(),
  /** Their photo, or '' for initials. */
  photoURL: z.string(),
  /** How many posts they have published. */
  postCount: z.number().check(z.int(), z.minimum(1)),
})
export type AuthorMatch = z.infer<typeof AuthorMatchSchema>

/** At most this many authors answer a query, on its first page only. */
export const SEARCH_AUTHORS_MAX = 5

export const SearchAnswerSchema = z.object({
  results: z.array(SearchResultSchema),
  /** Authors by name, most published first: on the first page (`offset` 0), else []. */
  authors: z.array(AuthorMatchSchema),
  /** The `offset` of the next page, or null on the last. */
  nextOffset: z.nullable(z.number().check(z.int())),
})
export type SearchAnswer = z.infer<typeof SearchAnswerSchema>

/**
 * The shortest last word matched as a prefix too: `a*` would merge the postings of every word
 * that begins with an a, one of the slowest things a search index does (issue 21). Shorter, it
 * is matched as the whole word it is.
 */
export const SEARCH_PREFIX_MIN = 3

/**
 * The words of a query, as both databases' tokenizers cut text (letters and digits; everything
 * else separates): quotes, operators, `NEAR`, `*` are never syntax, only separators or words.
 */
export function searchTerms(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? []
  return [...new Set(words)].slice(0, 12)
}

/** Is the last of these terms also matched as a prefix? Only from SEARCH_PREFIX_MIN characters. */
export function lastTermIsPrefix(terms: string[]): boolean {
  return [...(terms.at(-1) ?? '')].length >= SEARCH_PREFIX_MIN
}

/** Marks around the hits in the databases' highlighted text (Unicode private use). */
export const HIT_START = '\uE000'
export const HIT_END = '\uE001'

/** Text with HIT_START/HIT_END marks as runs. */
export function textRuns(marked: string): TextRun[] {
  const runs: TextRun[] = []
  let hit = false
  for (const part of marked.split(/([\uE000\uE001])/)) {
    if (part === HIT_START) hit = true
    else if (part === HIT_END) hit = false
    else if (part) {
      const last = runs.at(-1)
      if (last && last.hit === hit) last.text += part
      else runs.push({ text: part, hit })
    }
  }
  return runs
}

/** Does `name` hold every term as the start of one of its words (accents and case folded)? */
export function nameMatches(name: string, terms: string[]): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const words = fold(name).match(/[\p{L}\p{N}]+/gu) ?? []
  return terms.every((term) => words.some((word) => word.startsWith(fold(term))))
}
