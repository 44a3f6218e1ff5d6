import type { Kysely } from 'kysely'

// Issue 28: counts of each post's readers, by UTC day (docs/decisions/0046). Nothing about a
// reader is kept: no address, no agent, no hash (unique visitors are told apart in memory, with a
// salt that changes daily and is never stored). Referrers are a domain and a count. The counts
// go with their post.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('post_stats')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reads', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('post_stats_pk', ['post_id', 'day'])
    .execute()
  await db.schema
    .createTable('post_referrers')
    .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('post_referrers_pk', ['post_id', 'day', 'source'])
    .execute()
  // An author's period is read by post (the primary keys), the posts found by author_id.
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('post_referrers').execute()
  await db.schema.dropTable('post_stats').execute()
}
