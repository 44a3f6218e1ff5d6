import { type Kysely, PostgresAdapter, sql } from 'kysely'

// Issue 21, item 2: the FTS5 index (migration 007) took its content from `posts`, every post,
// while its triggers index published posts only. FTS5 requires an external-content index to
// match its content table, so its own check (`integrity-check`) failed as soon as one post was a
// draft, and its documented repair (`rebuild`) would have indexed every draft for search.
//
// The content is now a view of published posts: the index and its content agree by
// construction, the check can be run (server/search/search-index.ts runs it at start-up), and a
// rebuild indexes exactly what search may show. The triggers of 007 stay as they are.
// PostgreSQL's index is a partial GIN index over a generated column: nothing to change there.

const FTS_TABLE = sql`
  create virtual table posts_fts using fts5(
    title, body_text,
    content = 'published_posts', content_rowid = 'post_rowid',
    tokenize = 'unicode61 remove_diacritics 2'
  )`

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return
  // `post_rowid`: a view has no rowid of its own; FTS5 reads the content by this column, which
  // is the posts' rowid (a lookup by it is a lookup by rowid).
  await sql`
    create view published_posts as
      select rowid as post_rowid, title, body_text from posts where status = 'published'`.execute(
    db,
  )
  await sql`drop table posts_fts`.execute(db)
  await FTS_TABLE.execute(db)
  await sql`insert into posts_fts (posts_fts, rank) values ('rank', 'bm25(5.0, 1.0)')`.execute(db)
  await sql`insert into posts_fts (posts_fts) values ('rebuild')`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return
  await sql`drop table posts_fts`.execute(db)
  await sql`drop view published_posts`.execute(db)
  await sql`
    create virtual table posts_fts using fts5(
      title, body_text,
      content = 'posts', content_rowid = 'rowid',
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db)
  await sql`insert into posts_fts (posts_fts, rank) values ('rank', 'bm25(5.0, 1.0)')`.execute(db)
  // Not `rebuild`: with every post as its content, that would index the drafts.
  await sql`
    insert into posts_fts (rowid, title, body_text)
      select rowid, title, body_text from posts where status = 'published'`.execute(db)
}
