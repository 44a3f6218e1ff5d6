// One instance's job workers, as a process of its own the queue test can `kill -9`
// (jobs-across-instances.test.ts): the app's own queue code on the database named in the
// environment (DATABASE_URL, else the SQLite file QUEUE_SQLITE_FILE). Each run of a `count` job
// records itself in `job_runs` and its effect, keyed by the job's id, in `job_effects`.
import { sql } from 'kysely'
import { workerQueue } from './job-queue'
import { COUNT_QUEUE, COUNT_QUEUE_DEFINITION } from './job-tables'

const instance = process.env.INSTANCE ?? 'worker'
const { database, queue } = await workerQueue()
await queue.define(COUNT_QUEUE, COUNT_QUEUE_DEFINITION)
await queue.work<{ n: number }>(
  COUNT_QUEUE,
  async (job) => {
    await sql`insert into job_runs (job_id, instance) values (${job.id}, ${instance})`.execute(
      database.db,
    )
    // A little work, so a kill -9 finds jobs mid-run.
    await new Promise((resolve) => setTimeout(resolve, 5))
    await sql`insert into job_effects (job_id, n) values (${job.id}, ${job.data.n})
      on conflict do nothing`.execute(database.db)
  },
  { concurrency: 4 },
)
process.stdout.write('ready\n')
process.on('SIGTERM', () => {
  void queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0))
})
