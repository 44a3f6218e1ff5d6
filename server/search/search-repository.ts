// Full-text search over published posts (migration 007): SQLite FTS5 with bm25, PostgreSQL
// tsvector with ts_rank_cd. The query is never passed through as syntax: its words (letters and
// digits, contract/search.ts) are each quoted, all required, the last also as a prefix.
import { sql } from 'kysely'
import { profileField } from '../profiles/profile-repository'
import { HIT_END, HIT_START, lastTermIsPrefix } from '../../contract/search'
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

/** A hit in the title is worth this many in the text (bm25's column weights, migration 007). */
const TITLE_WEIGHT = 5.0

function ftsQuery(terms: string[]): string {
  const prefix = lastTermIsPrefix(terms)
  return terms.map((term, i) => `"${term}"${prefix && i === terms.length - 1 ? '*' : ''}`).join(' ')
}

function tsQuery(terms: string[]): string {
  const prefix = lastTermIsPrefix(terms)
  return terms
    .map((term, i) => `'${term}'${prefix && i === terms.length - 1 ? ':*' : ''}`)
    .join(' & ')
}

/** `limit` rows from `offset`, best first; terms already cut by `searchTerms`. */
export async function searchPosts(
  db: Db,
  dialect: Dialect,
  terms: string[],
  { limit, offset }: { limit: number; offset: number },
): Promise<SearchRow[]> {
  if (terms.length === 0) return []
  if (dialect === 'postgres') {
    const options = `StartSel="${HIT_START}", StopSel="${HIT_END}"`
    // Like SQLite's below, a word in nearly every post is ranked among its newest
    // RANKED_MATCHES matches only (issue 21: `a` ranked every post, 208 ms at 4,000 posts).
    const { rows } = await sql<SearchRow>`
      select p.id, p.title, p.author_name, p.author_id, p.image, p.created_at, p.tags,
        p.reading_minutes, ${profileColumns},
        ts_headline('simple', p.title, q, ${`${options}, HighlightAll=true`}) as title_marked,
        ts_headline('simple', p.body_text, q,
          ${`${options}, MaxWords=28, MinWords=12, ShortWord=1, MaxFragments=2, FragmentDelimiter=" … "`}
        ) as snippet
      from (
        select newest.* from (
          select posts.*, q from posts, to_tsquery('simple', ${tsQuery(terms)}) q
          where posts.status = 'published' and posts.search @@ q
          order by posts.created_at desc, posts.id desc
          limit ${RANKED_MATCHES}
        ) newest
        order by ts_rank_cd(newest.search, newest.q) desc,
          newest.created_at desc, newest.id desc
        limit ${limit} offset ${offset}
      ) p
      order by ts_rank_cd(p.search, p.q) desc, p.created_at desc, p.id desc`.execute(db)
    return rows
  }
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
  const { rows } = await sql<
    Omit<SearchRow, 'title_marked' | 'snippet'> & {
      rowid: number
      body_text: string
    }
  >`
    select p.rowid, p.id, p.title, p.body_text, p.author_name, p.author_id, p.image,
      p.created_at, p.tags, p.reading_minutes, ${profileColumns}
    from posts p
    where p.rowid in (${sql.join(rowids)}) and p.status = 'published'`.execute(db)
  const byRowid = new Map(
    rows.map(({ rowid, body_text, ...row }) => [
      rowid,
      {
        ...row,
        title_marked: highlightAll(row.title, terms),
        snippet: snippetOf(body_text, terms),
      },
    ]),
  )
  return rowids.flatMap((rowid) => {
    const row = byRowid.get(rowid)
    return row ? [row] : []
  })
}
