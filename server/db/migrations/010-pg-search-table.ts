import { type Kysely, PostgresAdapter, sql } from 'kysely'

// Issue 23, item 2 (docs/decisions/0030, docs/scaling.md): PostgreSQL's search index moves out
// of `posts` into a narrow table of published posts: `post_search (id, created_at, search)`.
//
// Migration 007 kept the tsvector as a generated column of `posts`, whose rows carry the body
// three times (Markdown, HTML, text: ~2.2 kB a row, 180 MB at 100,000 posts, more than the
// default shared_buffers). Finding the newest matches of a word read those wide rows: walking
// the feed's index newest first, ~4 µs a post; or, through the GIN index, every match's row to
// sort them by date — 430 ms for a word in every post. In a table of the tsvector and the keys
// alone, a row is ~0.7 kB and the tsvector is stored in line, so the same walk reads a fraction
// of the pages. A trigger keeps it in step (a post is in it exactly while published), and the
// foreign key takes a deleted post's row with it.
//
// SQLite's FTS5 index (007, 008) holds tokens only already: nothing changes there.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await sql`
    create table post_search (
      id text primary key references posts (id) on delete cascade,
      created_at text not null,
      search tsvector not null
    )`.execute(db)
  // Newest first, as the feed: the search walks it, matching as it goes.
  await sql`create index post_search_newest on post_search (created_at, id)`.execute(db)
  await sql`create index post_search_words on post_search using gin (search)`.execute(db)
  // Title weight A over the text's B, the 'simple' configuration: as 007's column.
  await sql`
    create function post_search_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        delete from post_search where id = old.id;
      end if;
      if new.status = 'published' then
        insert into post_search (id, created_at, search) values (
          new.id, new.created_at,
          setweight(to_tsvector('simple', new.title), 'A') ||
            setweight(to_tsvector('simple', new.body_text), 'B'));
      end if;
      return null;
    end $$`.execute(db)
  await sql`
    create trigger post_search_sync
      after insert or update of title, body_text, status, created_at on posts
      for each row execute function post_search_sync()`.execute(db)
  await sql`
    insert into post_search (id, created_at, search)
      select id, created_at, search from posts where status = 'published'`.execute(db)
  await sql`analyze post_search`.execute(db)
  await sql`drop index posts_search`.execute(db)
  await sql`alter table posts drop column search`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await sql`
    alter table posts add column search tsvector generated always as (
      setweight(to_tsvector('simple', title), 'A') ||
      setweight(to_tsvector('simple', body_text), 'B')
    ) stored`.execute(db)
  await sql`
    create index posts_search on posts using gin (search)
    where status = 'published'`.execute(db)
  await sql`drop trigger post_search_sync on posts`.execute(db)
  await sql`drop function post_search_sync()`.execute(db)
  await sql`drop table post_search`.execute(db)
}
