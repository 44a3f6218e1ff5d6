import type { Kysely } from 'kysely'

// Issue 24 item 4: a reader's reading list. One row per (reader, post), so saving twice is saving
// once; `id` is the post's, as in post_tags, so the list pages with the keyset of every other list
// (pagination/keyset.ts) — newest bookmark first, from the (uid, created_at, id) index. A deleted
// post leaves every list it was on.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bookmarks')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bookmarks_pk', ['uid', 'id'])
    .execute()
  await db.schema
    .createIndex('bookmarks_by_reader')
    .on('bookmarks')
    .columns(['uid', 'created_at', 'id'])
    .execute()
  // `bookmarkedByMe` on every post read by a signed-in reader: found from the primary key.
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookmarks_by_reader').execute()
  await db.schema.dropTable('bookmarks').execute()
}
