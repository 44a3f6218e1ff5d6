import type { Kysely } from 'kysely'

// Issue 26 item 3: one row per (blocker, blocked). The primary key answers both questions asked
// on every write — does this person block me? — and a blocker's own list; the second index
// lists them newest first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull())
    .addColumn('blocked_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute()
  await db.schema
    .createIndex('blocks_by_blocker')
    .on('blocks')
    .columns(['blocker_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('blocks_by_blocker').execute()
  await db.schema.dropTable('blocks').execute()
}
