import type { Kysely } from 'kysely'

// Issue 26 item 1: a comment may answer another comment of the same post (`parent_id`; null at
// the top). No foreign key: SQLite cannot drop a column that one names, and this migration must
// step down; the repository deletes a comment's replies with it instead (comment-repository.ts).
// The index finds a comment's replies — their count on every read, and the thread to delete.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('comments').addColumn('parent_id', 'text').execute()
  await db.schema.createIndex('comments_by_parent').on('comments').column('parent_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('comments_by_parent').execute()
  await db.schema.alterTable('comments').dropColumn('parent_id').execute()
}
