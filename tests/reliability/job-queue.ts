// The job queue the app runs on a database (pg-boss's on PostgreSQL, its own on SQLite), opened
// the same way by the worker processes the queue and mail tests `kill -9` and by the tests.
import { type DatabaseHandle, currentSchema, openDatabase } from '../../server/db/database'
import { createPgQueue, jobsSchema } from '../../server/jobs/pg-queue'
import type { JobQueue } from '../../server/jobs/queue'
import { createSqliteQueue } from '../../server/jobs/sqlite-queue'

export async function queueOn(
  database: DatabaseHandle,
  options: { onError: (error: Error) => void; pollMs?: number },
): Promise<JobQueue> {
  return database.pool
    ? await createPgQueue(database.pool, {
        schema: jobsSchema(await currentSchema(database.pool)),
        onError: options.onError,
      })
    : createSqliteQueue(database.db, { pollMs: options.pollMs })
}

/**
 * A worker process's database and queue, as its environment names them: DATABASE_URL, else the
 * SQLite file QUEUE_SQLITE_FILE. Polled often on SQLite, so a killed worker's jobs move on soon.
 */
export async function workerQueue(): Promise<{ database: DatabaseHandle; queue: JobQueue }> {
  const database = openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    sqliteFile: process.env.QUEUE_SQLITE_FILE ?? '',
  })
  const queue = await queueOn(database, {
    onError: (error) => process.stderr.write(`${error.message}\n`),
    pollMs: 50,
  })
  return { database, queue }
}
