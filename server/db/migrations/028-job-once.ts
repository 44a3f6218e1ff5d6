import type { Kysely } from 'kysely'

// Jobs enqueued once (docs/decisions/0052): a key per job that may be enqueued at most once,
// inserted in the same transaction as the job itself (the `jobs` table on SQLite, pg-boss's
// through its `db` option on PostgreSQL), so a job run again after a kill -9 enqueues nothing its
// first run had enqueued. Kept a day; removed after.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_once')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('job_once_by_age').on('job_once').column('created_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_once').execute()
}
