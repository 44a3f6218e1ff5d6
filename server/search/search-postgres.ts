// Search on PostgreSQL (docs/decisions/0030): the newest matches of a query found in the narrow
// `post_search` table (migration 010), ranked by `ts_rank`, the page's posts read by id and their
// hits marked in the app. Every step is bounded whatever the words, and the whole has a time
// budget besides.
import { type RawBuilder, sql } from 'kysely'
import { lastTermIsPrefix } from '../../contract/search'
import type { Db } from '../db/schema'
import { LANGUAGES } from '../../contract/languages'
import {
  RANKED_MATCHES,
  type SearchPage,
  type SearchRow,
  TITLE_WEIGHT,
  inPageOrder,
  pageRows,
} from './search-rows'

/**
 * How many of the newest published posts the first step walks, matching each as it goes. A
 * word in one post in ten fills RANKED_MATCHES within them; a rarer one is then looked up
 * in the GIN index among the older posts, where its matches are few.
 */
export const PG_RECENT_POSTS = 10_000

/** `'a' & 'b':*`: every word must match; with `|`, the same words for ranking (any of them). */
function tsQuery(terms: string[], operator: '&' | '|'): string {
  const prefix = lastTermIsPrefix(terms)
  return terms
    .map((term, i) => `'${term}'${prefix && i === terms.length - 1 ? ':*' : ''}`)
    .join(` ${operator} `)
}

/**
 * A query in each language a post may be stemmed in (ADR 0077, "A post's language"): each post's
 * tsvector is made with its language's configuration (migration 035, `post_search_config`), so
 * the words are parsed with each of them ("chevaux" is `cheval` in French) and with `simple`,
 * and a post matches if one of them does: what the GIN index can answer.
 */
function inEveryLanguage(query: string): RawBuilder<unknown> {
  // Migration 035 gives a configuration to these five languages' posts, where the server has it.
  const parsed = Object.keys(LANGUAGES).map(
    (code) => sql`to_tsquery(post_search_config(${code}), ${query})`,
  )
  return sql`(${sql.join([...parsed, sql`to_tsquery('simple', ${query})`], sql` || `)})`
}

/**
 * The query as the post's own configuration parses it, or its words as written (each post's
 * vector holds both: migration 035's post_search_vector): a match of another language's stem (a
 * French word's stem that happens to be an English one) is not a match. Checked on the rows the
 * index found, after `search @@ all`.
 */
const inPostsLanguage = (query: string) =>
  sql`(search @@ to_tsquery(config, ${query}) or search @@ to_tsquery('simple', ${query}))`

/**
 * ts_rank's weights for D, C, B, A: a hit in the title (A) is worth TITLE_WEIGHT in the text
 * (B), as bm25's column weights on SQLite.
 */
const WEIGHTS = `{0.1, 0.2, ${1 / TITLE_WEIGHT}, 1.0}`

interface Candidate {
  id: string
  created_at: string
  score: number
}

/**
 * The newest RANKED_MATCHES matches with their scores, in two bounded steps, newest first.
 *
 * Why not one query: PostgreSQL chooses between walking the posts newest first (cheap for a
 * common word, ruinous for a rare one) and the GIN index (the reverse: it reads every match to
 * sort them by date) from its statistics, and it guesses a prefix (`gard:*`) at 2% of posts
 * whatever it matches: a prefix of a word in every post read all 90,000 matches, 430 ms at
 * 100,000 posts. Walking at most PG_RECENT_POSTS first, and the index only for the older rest
 * when that did not fill the ranking, bounds both.
 *
 * Ranked by `ts_rank` over the words taken as alternatives, not `ts_rank_cd` nor `ts_rank` over
 * the query itself (all words required): those look for runs of positions holding every word,
 * at a cost that grows with the square of the words and their occurrences — 4 common words over
 * 2,000 posts took 36 ms, 8 of them 72 ms over 1,000 (issue 21, item 3). Over the alternatives
 * `ts_rank` sums each word's weighted occurrences: a lookup per word.
 */
async function newestMatches(
  db: Db,
  terms: string[],
  all: RawBuilder<unknown>,
  any: RawBuilder<unknown>,
  exact: RawBuilder<unknown>,
): Promise<Candidate[]> {
  const score = sql`ts_rank(${WEIGHTS}::real[], search, ${any}, 1)`
  // A query the statistics call rare goes to the GIN index at once: walking would read every
  // recent post's tsvector for a handful of matches (out of line for long posts, ~7 µs each: a
  // word in no post cost 30 ms at 4,000 posts). Asked without the prefix, which the planner
  // guesses at 2% of the posts whatever it matches; a prefix of a rare word whose completions
  // are common (`gard` → garden) then reads all their matches, within the time budget.
  if ((await plannedRows(db, terms)) < RANKED_MATCHES) {
    return (await olderThan(db, all, exact, score, null, RANKED_MATCHES)).rows
  }
  const recent = await sql<Candidate>`
    select id, created_at, ${score} as score from (
      select id, created_at, config, search from post_search
      order by created_at desc, id desc
      limit ${PG_RECENT_POSTS}
    ) recent
    where search @@ ${all} and ${exact}
    order by created_at desc, id desc
    limit ${RANKED_MATCHES}`.execute(db)
  if (recent.rows.length >= RANKED_MATCHES) return recent.rows
  // Fewer matches than are ranked among the newest posts: the word is rare there, and older
  // posts are searched through the GIN index. Where they start is read first (an index-only
  // walk) and given as values: behind a subquery the planner guessed the older posts a third of
  // the table and intersected the GIN index with a range of 90% of it (24 ms for `trav*`).
  const boundary = await sql<{ created_at: string; id: string }>`
    select created_at, id from post_search
    order by created_at desc, id desc
    offset ${PG_RECENT_POSTS - 1} limit 1`.execute(db)
  const last = boundary.rows[0]
  if (!last) return recent.rows
  const older = await olderThan(db, all, exact, score, last, RANKED_MATCHES - recent.rows.length)
  return [...recent.rows, ...older.rows]
}

/** How many posts the planner expects `terms` (all words, none a prefix) to match. */
async function plannedRows(db: Db, terms: string[]): Promise<number> {
  const whole = terms.map((term) => `'${term}'`).join(' & ')
  const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`
    explain (format json)
    select 1 from post_search where search @@ ${inEveryLanguage(whole)}`.execute(db)
  return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0
}

/**
 * The newest `count` matches older than `before` (all of them with null), through the GIN
 * index, where every match is read to sort them by date: the sort carries the keys alone, and
 * the chosen ones are scored after (scoring, or sorting the tsvectors, before it cost every
 * match).
 */
function olderThan(
  db: Db,
  all: RawBuilder<unknown>,
  exact: RawBuilder<unknown>,
  score: RawBuilder<unknown>,
  before: { created_at: string; id: string } | null,
  count: number,
) {
  const older = before ? sql`and (created_at, id) < (${before.created_at}, ${before.id})` : sql``
  return sql<Candidate>`
    select post_search.id, post_search.created_at, ${score} as score from (
      select id from post_search
      where search @@ ${all} and ${exact} ${older}
      order by created_at desc, id desc
      limit ${count}
    ) older
    join post_search on post_search.id = older.id`.execute(db)
}

/** Best first; ties newest first, so pages never overlap. */
function byScore(a: Candidate, b: Candidate): number {
  if (a.score !== b.score) return b.score - a.score
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}

/** `limit` rows from `offset`; throws 57014 (isQueryCanceled) past `budgetMs`. */
export async function searchPostgres(
  db: Db,
  terms: string[],
  { limit, offset, budgetMs }: SearchPage,
): Promise<SearchRow[]> {
  const all = inEveryLanguage(tsQuery(terms, '&'))
  const any = inEveryLanguage(tsQuery(terms, '|'))
  const exact = inPostsLanguage(tsQuery(terms, '&'))
  // A time budget besides the bounds: a plan the statistics got wrong is cancelled rather than
  // left to hold a core.
  // One round trip opens the transaction and sets the budget (a statement without parameters
  // goes as a simple query, which may hold two): under load every round trip waits its turn for
  // a core, and a search makes four or five.
  const timeout = sql.lit(Math.max(1, Math.round(budgetMs)))
  return db.connection().execute(async (conn) => {
    await sql`begin; set local statement_timeout = ${timeout}`.execute(conn)
    try {
      const page = (await newestMatches(conn, terms, all, any, exact))
        .sort(byScore)
        .slice(offset, offset + limit)
      const ids = page.map((candidate) => candidate.id)
      const rows = await pageRows(conn, 'id', ids)
      await sql`commit`.execute(conn)
      return inPageOrder(ids, rows, terms)
    } catch (error) {
      await sql`rollback`.execute(conn)
      throw error
    }
  })
}
