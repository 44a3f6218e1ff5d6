import { type Kysely, PostgresAdapter, sql } from 'kysely'

// Issue 24, items 1–3 (docs/decisions/0036). A profile gets a `handle` (lower case; the unique
// index is what makes two people unable to hold one, whatever they send at the same moment;
// several NULLs are allowed in both dialects). `author_follows` and `tag_follows` are one row per
// (follower, author) and (follower, tag): following twice is following once, and the primary key
// leads with the follower, whose following feed reads them. `follow_notices` remembers whom an
// author was told about, as like_notices does for likes: follow, unfollow, follow tells once.
// A `follow` notification is about a person, not a post: notifications.post_id may be null.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('handle', 'text').execute()
  await db.schema.createIndex('profiles_handle').unique().on('profiles').column('handle').execute()

  await db.schema
    .createTable('author_follows')
    .addColumn('follower_id', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('author_follows_pk', ['follower_id', 'author_id'])
    .execute()
  // An author's follower count.
  await db.schema
    .createIndex('author_follows_by_author')
    .on('author_follows')
    .column('author_id')
    .execute()

  await db.schema
    .createTable('tag_follows')
    .addColumn('follower_id', 'text', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tag_follows_pk', ['follower_id', 'tag'])
    .execute()
  await db.schema.createIndex('tag_follows_by_tag').on('tag_follows').column('tag').execute()

  await db.schema
    .createTable('follow_notices')
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('follower_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('follow_notices_pk', ['author_id', 'follower_id'])
    .execute()

  await setPostIdRequired(db, false)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A notification about no post cannot stay in a table whose post_id is required again.
  await sql`delete from notifications where post_id is null`.execute(db)
  await setPostIdRequired(db, true)
  await db.schema.dropTable('follow_notices').execute()
  await db.schema.dropTable('tag_follows').execute()
  await db.schema.dropTable('author_follows').execute()
  await db.schema.dropIndex('profiles_handle').execute()
  await db.schema.alterTable('profiles').dropColumn('handle').execute()
}

const REQUIRED = '"post_id" text not null references'
const OPTIONAL = '"post_id" text references'

/**
 * PostgreSQL changes a column's NOT NULL in place. SQLite cannot: the table is made again from
 * its own stored definition with that one clause changed (so every column later migrations added
 * comes along), its rows copied, and its indexes made again. Nothing refers to notifications, so
 * dropping the old table with foreign keys on is safe.
 */
async function setPostIdRequired(db: Kysely<unknown>, required: boolean): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table notifications alter column post_id ${sql.raw(required ? 'set' : 'drop')} not null`.execute(
      db,
    )
    return
  }
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'notifications'`.execute(db)
  const table = rows.find((row) => row.type === 'table')?.sql
  const [from, to] = required ? [OPTIONAL, REQUIRED] : [REQUIRED, OPTIONAL]
  if (!table?.includes(from)) throw new Error(`notifications is not as expected: ${table}`)
  const indexes = rows.filter((row) => row.type === 'index' && row.sql).map((row) => row.sql)
  await sql
    .raw(
      table
        .replace(from, to)
        .replace(/^create table "notifications"/i, 'create table "notifications_next"'),
    )
    .execute(db)
  await sql`insert into notifications_next select * from notifications`.execute(db)
  await sql`drop table notifications`.execute(db)
  await sql`alter table notifications_next rename to notifications`.execute(db)
  for (const index of indexes) if (index) await sql.raw(index).execute(db)
}
