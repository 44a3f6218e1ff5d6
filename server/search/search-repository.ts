// Full-text search over published posts (migration 007): SQLite FTS5 with bm25, PostgreSQL
// tsvector with ts_rank. The query is never passed through as syntax: its words (letters and
// digits, contract/search.ts) are each quoted, all required, the last also as a prefix.
import { sql } from 'kysely'
import { profileField } from '../profiles/profile-repository'
import { SEARCH_OFFSET_MAX, SEARCH_PAGE_MAX, lastTermIsPrefix } from '../../contract/search'
import { highlightAll, snippetOf } from './highlight'
import type { Db, Dialect } from '../db/schema'

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
const profileColumns = sql`${profileField('display_name', 'p.author_id')} as profile_name,
  ${profileField('photo_url', 'p.author_id')} as profile_photo`

/**
 * How many of a query's matches are ranked, the newest ones (SQLite): enough for every page a
 * reader turns (offsets stop at 1,000), few enough that a word in every post costs milliseconds.
 */
export const RANKED_MATCHES = 2000

/**
 * PostgreSQL ranks fewer, every page a reader can turn and no more: each match it considers has
 * its tsvector read out of line (TOAST) twice, to match and to rank, ~7 µs each time (issue 21).
 */
export const PG_RANKED_MATCHES = SEARCH_OFFSET_MAX + SEARCH_PAGE_MAX

/** A hit in the title is worth this many in the text (bm25's column weights, migration 007). */
const TITLE_WEIGHT = 5.0

function ftsQuery(terms: string[]): string {
  const prefix = lastTermIsPrefix(terms)
  return terms.map((term, i) => `"${term}"${prefix && i === terms.length - 1 ? '*' : ''}`).join(' ')
}

/** `'a' & 'b':*`: every word must match; with `|`, the same words for ranking (any of them). */
function tsQuery(terms: string[], operator: '&' | '|'): string {
  const prefix = lastTermIsPrefix(terms)
  return terms
    .map((term, i) => `'${term}'${prefix && i === terms.length - 1 ? ':*' : ''}`)
    .join(` ${operator} `)
}

/**
 * ts_rank's weights for D, C, B, A: a hit in the title (A) is worth TITLE_WEIGHT in the text
 * (B), as bm25's column weights on SQLite.
 */
const PG_WEIGHTS = `{0.1, 0.2, ${1 / TITLE_WEIGHT}, 1.0}`

/**
 * PostgreSQL: the newest RANKED_MATCHES matches (found through the feed's index or the GIN
 * index, as the planner judges from the words' statistics), ranked by `ts_rank` over the words
 * taken as alternatives, then the page's rows read and their hits marked by `ts_headline`.
 *
 * Not `ts_rank_cd`, nor `ts_rank` over the query itself (all words required): both look for
 * runs of positions that hold every word, at a cost that grows with the square of the words and
 * their occurrences — 4 common words over 2,000 posts took 36 ms, 8 of them 72 ms over 1,000
 * (issue 21, item 3). Over the alternatives `ts_rank` sums each word's weighted occurrences: a
 * lookup per word, nearly free beside reading the tsvector (docs/decisions/0030).
 */
async function searchPostgres(
  db: Db,
  terms: string[],
  { limit, offset, budgetMs }: SearchPage,
): Promise<SearchRow[]> {
  const all = sql`to_tsquery('simple', ${tsQuery(terms, '&')})`
  const any = sql`to_tsquery('simple', ${tsQuery(terms, '|')})`
  // A time budget besides the bounds: a plan the statistics got wrong (a word far commoner than
  // they say, read post by post) is cancelled rather than left to hold a core.
  const { rows } = await db.transaction().execute(async (trx) => {
    await sql`set local statement_timeout = ${sql.lit(Math.max(1, Math.round(budgetMs)))}`.execute(
      trx,
    )
    return sql<PageRow>`
    select p.id, p.title, p.body_text, p.author_name, p.author_id, p.image, p.created_at,
      p.tags, p.reading_minutes, ${profileColumns}
    from (
      select ranked.id, ranked.created_at, ranked.score from (
        select newest.id, newest.created_at,
          ts_rank(${PG_WEIGHTS}::real[], newest.search, ${any}, 1) as score
        from (
          select posts.id, posts.created_at, posts.search from posts
          where posts.status = 'published' and posts.search @@ ${all}
          order by posts.created_at desc, posts.id desc
          limit ${PG_RANKED_MATCHES}
        ) newest
      ) ranked
      order by ranked.score desc, ranked.created_at desc, ranked.id desc
      limit ${limit} offset ${offset}
    ) page
    join posts p on p.id = page.id
    order by page.score desc, page.created_at desc, page.id desc`.execute(trx)
  })
  return rows.map((row) => markHits(row, terms))
}

/** A page's row as read, before its hits are marked. */
type PageRow = Omit<SearchRow, 'title_marked' | 'snippet'> & { body_text: string }

/**
 * The hits marked in the title and a passage of the text (highlight.ts), on both databases:
 * FTS5's highlight() would find the page's rows through the index again, and PostgreSQL's
 * ts_headline parses each text anew, ~1.3 ms a post for 8 common words (issue 21).
 */
function markHits({ body_text, ...row }: PageRow, terms: string[]): SearchRow {
  return {
    ...row,
    title_marked: highlightAll(row.title, terms),
    snippet: snippetOf(body_text, terms),
  }
}

export interface SearchPage {
  limit: number
  offset: number
  /** PostgreSQL cancels the search past this (SEARCH_TIME_BUDGET_MS); SQLite cannot. */
  budgetMs: number
}

/**
 * `limit` rows from `offset`, best first; terms already cut by `searchTerms`. On PostgreSQL a
 * search over its budget throws (isQueryCanceled).
 */
export async function searchPosts(
  db: Db,
  dialect: Dialect,
  terms: string[],
  page: SearchPage,
): Promise<SearchRow[]> {
  const { limit, offset } = page
  if (terms.length === 0) return []
  if (dialect === 'postgres') return searchPostgres(db, terms, page)
  // Two steps: rank inside the index alone (bm25, as migration 007 weighs it), then read the
  // page's rows by rowid and mark their hits (highlight.ts). Joining posts while ranking would
  // read a post row for every match, which costs most at 100,000 posts.
  const match = ftsQuery(terms)
  // A word in nearly every post (`the`) would have all of them scored: ~450 ms at 100,000.
  // Ranking is bounded to the newest RANKED_MATCHES matches instead (rowids grow with each
  // post): finding where they start walks the index in rowid order without scoring, and FTS5
  // then scores only the rowids from there (a rowid range it applies inside the index). A query
  // with fewer matches is ranked whole, as before.
  const floor = await sql<{ rowid: number }>`
    select rowid from posts_fts where posts_fts match ${match}
    order by rowid desc limit 1 offset ${RANKED_MATCHES - 1}`.execute(db)
  const from = floor.rows[0]?.rowid ?? 0
  // bm25() itself, not FTS5's `rank` column: ordering by `rank` scores every match whatever
  // the rowid range (measured: 170 ms for `the`, with or without it), the function only the
  // rows in range (8 ms). The same weights as the `rank` migration 007 set; ties newest first,
  // so pages do not overlap.
  const ranked = await sql<{ rowid: number }>`
    select rowid from posts_fts where posts_fts match ${match} and rowid >= ${from}
    order by bm25(posts_fts, ${sql.lit(TITLE_WEIGHT)}, 1.0), rowid desc
    limit ${limit} offset ${offset}`.execute(db)
  const rowids = ranked.rows.map((row) => row.rowid)
  if (rowids.length === 0) return []
  const { rows } = await sql<PageRow & { rowid: number }>`
    select p.rowid, p.id, p.title, p.body_text, p.author_name, p.author_id, p.image,
      p.created_at, p.tags, p.reading_minutes, ${profileColumns}
    from posts p
    where p.rowid in (${sql.join(rowids)}) and p.status = 'published'`.execute(db)
  const byRowid = new Map(rows.map(({ rowid, ...row }) => [rowid, markHits(row, terms)]))
  return rowids.flatMap((rowid) => {
    const row = byRowid.get(rowid)
    return row ? [row] : []
  })
}
