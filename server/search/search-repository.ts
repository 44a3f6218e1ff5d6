// Full-text search over published posts (migrations 007, 008, 010): SQLite FTS5 with bm25 here,
// PostgreSQL's tsvector with ts_rank in search-postgres.ts. The query is never passed through as syntax: its words (letters and
// digits, contract/search.ts) are each quoted, all required, the last also as a prefix.
import { sql } from 'kysely'
import { lastTermIsPrefix } from '../../contract/search'
import type { Db, Dialect } from '../db/schema'
import { searchPostgres } from './search-postgres'
import {
  RANKED_MATCHES,
  type SearchPage,
  type SearchRow,
  TITLE_WEIGHT,
  inPageOrder,
  pageRows,
} from './search-rows'

export { RANKED_MATCHES, type SearchRow } from './search-rows'

function ftsQuery(terms: string[]): string {
  const prefix = lastTermIsPrefix(terms)
  return terms.map((term, i) => `"${term}"${prefix && i === terms.length - 1 ? '*' : ''}`).join(' ')
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
  return inPageOrder(rowids, await pageRows(db, 'rowid', rowids), terms)
}
