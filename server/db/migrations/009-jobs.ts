import { type Kysely, PostgresAdapter, sql } from 'kysely'

// The durable job queue's table on the embedded SQLite (server/jobs/sqlite-queue.ts). On
// PostgreSQL the queue is pg-boss, which keeps its own tables in its own schema: nothing here.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    // 'waiting' | 'active' | 'done' | 'failed' | 'cancelled'
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute()
  // What a worker looks for: a queue's due jobs, oldest first.
  await db.schema.createIndex('jobs_due').on('jobs').columns(['name', 'state', 'run_at']).execute()
  // At most one waiting job per (queue, key).
  await sql`create unique index jobs_one_waiting_per_key on jobs (name, key)
    where state = 'waiting' and key is not null`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return
  await db.schema.dropTable('jobs').execute()
}
