import type { Kysely } from 'kysely'

// Issue 27 item 1: a post can wait to be published at a chosen time. `publish_at` is that time
// (ISO-8601 UTC text, as every timestamp here) while `status` is 'scheduled', and null otherwise.
// The job queue publishes it; the index finds the scheduled ones at start, so a job lost between
// the post's write and its enqueue is asked for again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('publish_at', 'text').execute()
  await db.schema
    .createIndex('posts_scheduled')
    .on('posts')
    .columns(['status', 'publish_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('posts_scheduled').execute()
  await db.schema.alterTable('posts').dropColumn('publish_at').execute()
}
