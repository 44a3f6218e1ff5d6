import { type Kysely, PostgresAdapter, sql } from 'kysely'

// Issue 15: full-text search over published posts' titles and plain text (body_text, ADR 0022).
//
// SQLite (the embedded default): an FTS5 table with external content (the text stays in
// `posts` alone; the index holds only tokens), keyed by the posts' rowid. Triggers keep it in
// step, and index a post only while it is published: a draft is never in it, and publishing or
// unpublishing adds or removes it. `unicode61 remove_diacritics 2`: case and accents folded, no
// stemming, as on PostgreSQL.
//
// PostgreSQL (scale-out): a stored generated tsvector, the title weighted A over the body's B,
// with the 'simple' configuration (no stemming, no stop words: the same matches as SQLite's),
// and a GIN index over published posts only (a partial index; queries say status = 'published').

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      alter table posts add column search tsvector generated always as (
        setweight(to_tsvector('simple', title), 'A') ||
        setweight(to_tsvector('simple', body_text), 'B')
      ) stored`.execute(db)
    await sql`
      create index posts_search on posts using gin (search)
      where status = 'published'`.execute(db)
    return
  }
  await sql`
    create virtual table posts_fts using fts5(
      title, body_text,
      content = 'posts', content_rowid = 'rowid',
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db)
  await sql`
    create trigger posts_fts_insert after insert on posts when new.status = 'published' begin
      insert into posts_fts (rowid, title, body_text) values (new.rowid, new.title, new.body_text);
    end`.execute(db)
  await sql`
    create trigger posts_fts_delete after delete on posts when old.status = 'published' begin
      insert into posts_fts (posts_fts, rowid, title, body_text)
        values ('delete', old.rowid, old.title, old.body_text);
    end`.execute(db)
  // An external-content index must be told the old text to forget it: the row as it was.
  await sql`
    create trigger posts_fts_update after update of title, body_text, status on posts begin
      insert into posts_fts (posts_fts, rowid, title, body_text)
        select 'delete', old.rowid, old.title, old.body_text where old.status = 'published';
      insert into posts_fts (rowid, title, body_text)
        select new.rowid, new.title, new.body_text where new.status = 'published';
    end`.execute(db)
  // `order by rank` is bm25 with a hit in the title worth five in the text.
  await sql`insert into posts_fts (posts_fts, rank) values ('rank', 'bm25(5.0, 1.0)')`.execute(db)
  await sql`
    insert into posts_fts (rowid, title, body_text)
      select rowid, title, body_text from posts where status = 'published'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index posts_search`.execute(db)
    await sql`alter table posts drop column search`.execute(db)
    return
  }
  for (const trigger of ['posts_fts_insert', 'posts_fts_delete', 'posts_fts_update']) {
    await sql.raw(`drop trigger ${trigger}`).execute(db)
  }
  await sql`drop table posts_fts`.execute(db)
}
