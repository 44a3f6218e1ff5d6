// Decorates the app with the durable job queue (server/jobs/queue.ts): pg-boss on PostgreSQL,
// the `jobs` table on SQLite. Plugins define their queues and their workers on it; it stops
// taking jobs, and lets the running ones finish, before the database closes.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { currentSchema } from '../db/database'
import { createPgQueue, jobsSchema } from '../jobs/pg-queue'
import type { JobQueue } from '../jobs/queue'
import { createSqliteQueue } from '../jobs/sqlite-queue'

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue
  }
}

export default fp(
  async function jobs(app: FastifyInstance) {
    const { db, pool } = app.database
    const queue = pool
      ? await createPgQueue(pool, {
          schema: jobsSchema(await currentSchema(pool)),
          onError: (error) => app.log.warn({ err: error }, 'the job queue had a problem'),
        })
      : createSqliteQueue(db)
    app.decorate('jobs', queue)
    app.addHook('preClose', async () => queue.stop())
  },
  { name: 'jobs', dependencies: ['database'] },
)
