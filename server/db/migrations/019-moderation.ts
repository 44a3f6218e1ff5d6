import { type Kysely, sql } from 'kysely'

// Issue 26 items 4 and 5: reports, moderators' hiding and suspensions, and an author's corner.
// - posts.hidden / comments.hidden: null while anyone may read it; else why it is not shown —
//   'moderator' (a moderator hid it), 'author' (a comment the post's author hid) or 'suspended'
//   (its writer's account is suspended). Every public read asks `hidden is null`, one condition.
// - posts.comments_enabled: 1, or 0 when its author closed the comments.
// - reports: one row per report; at most one open per person and target (a partial unique index,
//   on both databases), the moderators' list read from (state, created_at).
// - suspensions: one row per suspended account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('hidden', 'text').execute()
  await db.schema
    .alterTable('posts')
    .addColumn('comments_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema.alterTable('comments').addColumn('hidden', 'text').execute()
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reporter_id', 'text', (c) => c.notNull())
    .addColumn('reporter_email', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('handled_at', 'text')
    .addColumn('handled_by', 'text')
    .addColumn('outcome', 'text')
    .execute()
  await db.schema
    .createIndex('reports_one_open')
    .on('reports')
    .columns(['reporter_id', 'target_type', 'target_id'])
    .unique()
    .where(sql.ref('state'), '=', 'open')
    .execute()
  await db.schema
    .createIndex('reports_by_state')
    .on('reports')
    .columns(['state', 'created_at'])
    .execute()
  await db.schema
    .createTable('suspensions')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('suspended_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('suspensions').execute()
  await db.schema.dropIndex('reports_by_state').execute()
  await db.schema.dropIndex('reports_one_open').execute()
  await db.schema.dropTable('reports').execute()
  await db.schema.alterTable('comments').dropColumn('hidden').execute()
  await db.schema.alterTable('posts').dropColumn('comments_enabled').execute()
  await db.schema.alterTable('posts').dropColumn('hidden').execute()
}
