import { type Kysely, PostgresAdapter, sql } from 'kysely'

// A post's language (ADR 0077, "A post's language"): a BCP 47 tag in canonical case. Every post
// written before it is in the site's language of now (the settings' `language`, English while
// the site has none): backfilled, so every read and filter sees a tag and none reads NULL.
//
// On PostgreSQL, search (migration 010) stems each post with its language's text search
// configuration, where the server has one (`pg_ts_config`), `simple` otherwise: post_search
// keeps which one (`config`), so a query is parsed with the post's own.

/** The configurations a post's primary language subtag selects, when the server has them. */
const SEARCH_CONFIGS = {
  en: 'english',
  fr: 'french',
  de: 'german',
  es: 'spanish',
  ar: 'arabic',
} as const

async function siteLanguage(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ settings: string }>`
    select settings from site_settings limit 1`.execute(db)
  try {
    const settings = JSON.parse(rows[0]?.settings ?? '{}') as { language?: unknown }
    return typeof settings.language === 'string' && settings.language ? settings.language : 'en'
  } catch {
    return 'en'
  }
}

/** `post_search_config(language)`: the configuration for a tag, written for this server's. */
async function configFunction(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select cfgname as name from pg_ts_config`.execute(db)
  const present = new Set(rows.map((row) => row.name))
  const cases = Object.entries(SEARCH_CONFIGS)
    .filter(([, config]) => present.has(config))
    .map(([code, config]) => `when '${code}' then '${config}'::regconfig`)
    .join(' ')
  await sql
    .raw(
      `create or replace function post_search_config(language text) returns regconfig
       language sql immutable as $$
         select case lower(split_part(language, '-', 1)) ${cases} else 'simple'::regconfig end
       $$`,
    )
    .execute(db)
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // The default is only for a row written past the app (a test's, a benchmark's): the app
  // always says which.
  await db.schema
    .alterTable('posts')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute()
  const language = await siteLanguage(db)
  if (language !== 'en') await sql`update posts set language = ${language}`.execute(db)
  // The feed of one language, newest first, as the feed's own (status, created_at, id).
  await db.schema
    .createIndex('posts_language_feed')
    .on('posts')
    .columns(['language', 'status', 'created_at', 'id'])
    .execute()
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await configFunction(db)
  // A post's words as its language stems them, and as they are written ('simple'): a stop word of
  // the language ("a", "the", "die") stays findable, as every word was before posts had a
  // language, and as SQLite's index keeps every word.
  await sql`
    create or replace function post_search_vector(cfg regconfig, title text, body text)
    returns tsvector language sql immutable as $$
      select setweight(to_tsvector(cfg, title), 'A') || setweight(to_tsvector(cfg, body), 'B') ||
        case when cfg = 'simple'::regconfig then ''::tsvector
        else setweight(to_tsvector('simple', title), 'A') ||
          setweight(to_tsvector('simple', body), 'B') end
    $$`.execute(db)
  await sql`alter table post_search add column config regconfig not null default 'simple'`.execute(
    db,
  )
  await sql`
    create or replace function post_search_sync() returns trigger language plpgsql as $$
    declare cfg regconfig := post_search_config(new.language);
    begin
      if tg_op = 'UPDATE' then
        delete from post_search where id = old.id;
      end if;
      if new.status = 'published' then
        insert into post_search (id, created_at, config, search) values (
          new.id, new.created_at, cfg, post_search_vector(cfg, new.title, new.body_text));
      end if;
      return null;
    end $$`.execute(db)
  await sql`drop trigger post_search_sync on posts`.execute(db)
  await sql`
    create trigger post_search_sync
      after insert or update of title, body_text, status, created_at, language on posts
      for each row execute function post_search_sync()`.execute(db)
  await sql`
    update post_search set config = post_search_config(posts.language),
      search = post_search_vector(post_search_config(posts.language), posts.title, posts.body_text)
    from posts where posts.id = post_search.id
      and post_search_config(posts.language) <> 'simple'::regconfig`.execute(db)
  await sql`analyze post_search`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger post_search_sync on posts`.execute(db)
    await sql`
      create or replace function post_search_sync() returns trigger language plpgsql as $$
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
      update post_search set search = setweight(to_tsvector('simple', posts.title), 'A') ||
          setweight(to_tsvector('simple', posts.body_text), 'B')
      from posts where posts.id = post_search.id and post_search.config <> 'simple'::regconfig`.execute(
      db,
    )
    await sql`alter table post_search drop column config`.execute(db)
    await sql`drop function post_search_vector(regconfig, text, text)`.execute(db)
    await sql`drop function post_search_config(text)`.execute(db)
  }
  await db.schema.dropIndex('posts_language_feed').execute()
  await db.schema.alterTable('posts').dropColumn('language').execute()
}
