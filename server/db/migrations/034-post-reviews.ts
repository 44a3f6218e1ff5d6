import type { Kysely } from 'kysely'

// The review queue (ADR 0074, addendum): a contributor's draft submitted for review, or sent back
// by an editor with a note. One row per draft while its review lasts; publishing the draft ends
// it (the row goes), and so does deleting the post (cascade).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('post_reviews')
    .addColumn('post_id', 'text', (c) => c.primaryKey().references('posts.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('submitted_by', 'text', (c) => c.notNull())
    .addColumn('returned_at', 'text')
    .addColumn('returned_by', 'text')
    .addColumn('note', 'text')
    .execute()
  // The editors' list: the drafts waiting, in the order they were submitted (either way).
  await db.schema
    .createIndex('post_reviews_waiting')
    .on('post_reviews')
    .columns(['state', 'submitted_at', 'post_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('post_reviews').execute()
}
