// What a search answers, row by row, on either database (search-repository.ts): the columns
// read, and the hits marked in the app (highlight.ts).
import { sql } from 'kysely'
import type { Db } from '../db/schema'
import { profileField } from '../profiles/profile-repository'
import { SEARCH_OFFSET_MAX, SEARCH_PAGE_MAX } from '../../contract/search'
import { SNIPPET_TEXT_MAX, highlightAll, snippetOf } from './highlight'

export interface SearchRow {
  id: string
  title: string
  author_name: string
  author_id: string | null
  /** The author's name and photo now (docs/decisions/0024). */
  profile_name: string | null
  profile_photo: string | null
  image: string
  created_at: string
  tags: string
  reading_minutes: number
  /** The title and a passage of the text, hits between HIT_START and HIT_END. */
  title_marked: string
  snippet: string
}

/** The author's profile, joined on read as every post read does (docs/decisions/0024). */
export const profileColumns = sql`${profileField('display_name', 'p.author_id')} as profile_name,
  ${profileField('photo_url', 'p.author_id')} as profile_photo`

/**
 * The start of a post's text, all its snippet is looked for in (highlight.ts): read by the
 * database, so a long post's whole text is neither sent nor copied. One character more than is
 * read says the text goes on.
 */
export const textStartColumn = sql`substr(p.body_text, 1, ${sql.lit(SNIPPET_TEXT_MAX + 1)}) as text_start`

/** A page's row as read, before its hits are marked. */
export type PageRow = Omit<SearchRow, 'title_marked' | 'snippet'> & { text_start: string }

/**
 * The hits marked in the title and a passage of the text (highlight.ts), on both databases:
 * FTS5's highlight() would find the page's rows through the index again, and PostgreSQL's
 * ts_headline parses each text anew, ~1.3 ms a post for 8 common words (issue 21).
 */
export function markHits({ text_start, ...row }: PageRow, terms: string[]): SearchRow {
  return {
    ...row,
    title_marked: highlightAll(row.title, terms),
    snippet: snippetOf(text_start, terms),
  }
}

/**
 * The page's posts that are published and shown, found by `key`: ids from PostgreSQL's ranking,
 * rowids from FTS5's. In the database's order, each with its key (inPageOrder puts them in the
 * page's).
 */
export async function pageRows<Key extends string | number>(
  db: Db,
  key: 'id' | 'rowid',
  keys: readonly Key[],
): Promise<(PageRow & { page_key: Key })[]> {
  if (keys.length === 0) return []
  const column = sql.raw(`p.${key}`)
  const { rows } = await sql<PageRow & { page_key: Key }>`
    select ${column} as page_key, p.id, p.title, ${textStartColumn}, p.author_name, p.author_id,
      p.image, p.created_at, p.tags, p.reading_minutes, ${profileColumns}
    from posts p
    where ${column} in (${sql.join(keys)}) and p.status = 'published' and p.hidden is null`.execute(
    db,
  )
  return rows
}

/** The rows in the order of the page's keys, their hits marked; a post gone meanwhile is left out. */
export function inPageOrder<Key>(
  keys: readonly Key[],
  rows: (PageRow & { page_key: Key })[],
  terms: string[],
): SearchRow[] {
  const byKey = new Map(rows.map(({ page_key, ...row }) => [page_key, markHits(row, terms)]))
  return keys.flatMap((key) => byKey.get(key) ?? [])
}

export interface SearchPage {
  limit: number
  offset: number
  /** PostgreSQL cancels the search past this (SEARCH_TIME_BUDGET_MS); SQLite cannot. */
  budgetMs: number
}

/** A hit in the title is worth this many in the text (bm25's column weights, migration 007). */
export const TITLE_WEIGHT = 5.0

/**
 * How many of a query's matches are ranked, the newest ones: every page a reader can turn
 * (offsets stop at 1,000) and no more. Each costs in proportion to the query's words: 8 words in
 * every post over 2,000 matches took 35 ms on SQLite (issue 21); it was 2,000 until then.
 */
export const RANKED_MATCHES = SEARCH_OFFSET_MAX + SEARCH_PAGE_MAX
