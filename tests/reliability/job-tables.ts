// The queue test's own queue and tables (jobs-across-instances.test.ts, job-worker.ts).
import { sql } from 'kysely'
import type { Db } from '../../server/db/schema'
import type { QueueDefinition } from '../../server/jobs/queue'

export const COUNT_QUEUE = 'count'
/** A run cut by a kill -9 is taken for dead after 3 s and run again. */
export const COUNT_QUEUE_DEFINITION: QueueDefinition = {
  maxAttempts: 5,
  retryDelaySeconds: 1,
  expireInSeconds: 3,
}

export async function createJobTables(db: Db): Promise<void> {
  await sql`create table job_runs (job_id text not null, instance text not null)`.execute(db)
  await sql`create table job_effects (job_id text primary key, n integer not null)`.execute(db)
}
