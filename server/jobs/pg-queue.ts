// The job queue on PostgreSQL: pg-boss (docs/decisions/0034), in a schema of its own beside the
// app's, over the app's own connection pool. Its SKIP LOCKED fetch gives each job to one
// instance; its `stately` policy keeps one waiting job per key; a job whose run outlives
// `expireInSeconds` (its instance was killed) is failed by pg-boss's supervisor and retried.
import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import PgBoss from 'pg-boss'
import { runningWork, workOf } from './job-scope'
import {
  type EnqueueOptions,
  type JobQueue,
  type JobRecord,
  type JobState,
  ONCE_KEEP_MS,
  type QueueDefinition,
} from './queue'

/** How often an idle worker looks for due jobs, and how often pg-boss fails overdue runs. */
const POLL_SECONDS = 0.5
const MAINTENANCE_SECONDS = 5

const STATES: Record<PgBoss.JobWithMetadata['state'], JobState> = {
  created: 'waiting',
  retry: 'waiting',
  active: 'active',
  completed: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
}

function outputMessage(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null
  const record = output as { message?: unknown; value?: { message?: unknown } }
  const message = record.message ?? record.value?.message
  return typeof message === 'string' ? message : null
}

/**
 * pg-boss's schema for an app working in `appSchema`: beside it, so two apps in two schemas of
 * one database (each test has one) never take each other's jobs; pg-boss's own name in `public`.
 */
export function jobsSchema(appSchema: string | undefined): string {
  return appSchema && appSchema !== 'public' ? `${appSchema}_jobs` : 'pgboss'
}

export async function createPgQueue(
  pool: pg.Pool,
  options: { schema: string; onError: (error: Error) => void },
): Promise<JobQueue> {
  // pg-boss marks a job done or failed without awaiting it (pg-boss 10's onFetch), so a graceful
  // stop can resolve while that write is still under way; the pool's owner then ends the pool and
  // the write rejects with nobody to hear it. Its queries are counted, and `stop` waits for them.
  const running = new Set<Promise<unknown>>()
  /** The handlers running here: a graceful stop of pg-boss 10 can resolve before they end. */
  const active = new Set<Promise<unknown>>()
  let stopping = false
  let stopped = false
  const executeSql = (text: string, values?: unknown[]) => {
    // Once stopped, whatever pg-boss still wants written is left as it was (a job it took stays
    // active until it expires, and is taken again): never a query on a pool that may be ended.
    if (stopped) return new Promise<never>(() => {})
    const query = pool.query(text, values)
    running.add(query)
    void query.then(
      () => running.delete(query),
      () => running.delete(query),
    )
    return query
  }
  const boss = new PgBoss({
    db: { executeSql },
    schema: options.schema,
    // Cron schedules are not used: a recurring job is enqueued with a key by each instance.
    schedule: false,
    maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
  })
  boss.on('error', options.onError)
  await boss.start()
  /** This instance's workers, by queue: an enqueue here wakes them. */
  const workers = new Map<string, string[]>()

  async function defineQueue(name: string, definition: QueueDefinition) {
    const queue = {
      name,
      policy: 'stately' as const,
      retryLimit: definition.maxAttempts - 1,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds,
    }
    if (await boss.getQueue(name)) await boss.updateQueue(name, queue)
    else await boss.createQueue(name, queue)
  }

  /**
   * pg-boss's send inside a transaction of our own on one pooled connection, with the job's
   * `once` key in the app's `job_once` table (migration 028): both are written, or neither.
   */
  async function sendOnce(
    name: string,
    data: object,
    once: string,
    sendOptions: PgBoss.SendOptions,
  ): Promise<string | null> {
    const client = await pool.connect()
    try {
      await client.query('begin')
      const now = new Date()
      const claimed = await client.query(
        'insert into job_once (key, created_at) values ($1, $2) on conflict do nothing',
        [`${name}\n${once}`, now.toISOString()],
      )
      const id = claimed.rowCount
        ? await boss.send(name, data, {
            ...sendOptions,
            db: { executeSql: (text, values) => client.query(text, values) },
          })
        : null
      // Dropped by its `key` (one waiting already): its once key goes back too.
      await client.query(id ? 'commit' : 'rollback')
      // Now and then, the keys older than anything that could enqueue them again.
      if (id && Math.random() < 0.01) {
        await pool.query('delete from job_once where created_at < $1', [
          new Date(now.getTime() - ONCE_KEEP_MS).toISOString(),
        ])
      }
      return id
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }

  // pg-boss creates a queue's table partition with DDL; two creations at once deadlock on the
  // shared queue table (the federation's queue and the scheduled posts' at start-up did, on every
  // PostgreSQL start), so this instance defines one queue at a time.
  let defining: Promise<unknown> = Promise.resolve()

  return {
    engine: 'pg-boss',
    define(name, definition: QueueDefinition) {
      const run = defining.then(() => defineQueue(name, definition))
      defining = run.catch(() => {})
      return run
    },
    async enqueue(name, data, enqueueOptions: EnqueueOptions = {}) {
      const sendOptions: PgBoss.SendOptions = {
        // `stately` allows one waiting job per key; a job without one gets a key of its own.
        singletonKey: enqueueOptions.key ?? randomUUID(),
        ...(enqueueOptions.runAt ? { startAfter: enqueueOptions.runAt } : {}),
      }
      const id =
        enqueueOptions.once === undefined
          ? await boss.send(name, data, sendOptions)
          : await sendOnce(name, data, enqueueOptions.once, sendOptions)
      const due = !enqueueOptions.runAt || enqueueOptions.runAt.getTime() <= Date.now()
      if (id && due) for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker)
      return id
    },
    async work(name, handler, workOptions = {}) {
      for (let i = 0; i < (workOptions.concurrency ?? 1); i++) {
        const worker = { id: '' }
        worker.id = await boss.work<object>(
          name,
          { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (!job) return
            // Taken while this instance stops: failed now, so it is tried again (here or elsewhere).
            if (stopping) throw new Error('This instance is stopping; the job will be tried again')
            // Every job here has a singletonKey: its own, or a random one (enqueue).
            const work = workOf(name, { id: job.id, key: job.singletonKey })
            const run = runningWork(work, () =>
              handler({ id: job.id, data: job.data as never, attempt: job.retryCount + 1 }),
            )
            active.add(run)
            try {
              await run
            } finally {
              active.delete(run)
              // pg-boss waits its polling interval after every fetch; a worker that found a job
              // looks for the next one at once instead.
              if (worker.id) boss.notifyWorker(worker.id)
            }
          },
        )
        const ids = workers.get(name) ?? []
        ids.push(worker.id)
        workers.set(name, ids)
      }
    },
    async job(name, id): Promise<JobRecord | null> {
      const job = await boss.getJobById(name, id)
      if (!job) return null
      return {
        id: job.id,
        name: job.name,
        state: STATES[job.state],
        attempts: job.startedOn ? job.retryCount + 1 : 0,
        lastError: outputMessage(job.output),
        runAt: new Date(job.startAfter),
      }
    },
    async cancel(name, id) {
      await boss.cancel(name, id)
    },
    async stop() {
      // Finish what runs here, and leave the pool to its owner.
      stopping = true
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 30_000 })
      let timer: NodeJS.Timeout | undefined
      await Promise.race([
        Promise.allSettled([...active]),
        new Promise((resolve) => (timer = setTimeout(resolve, 30_000))),
      ])
      clearTimeout(timer)
      // pg-boss records the last outcome a moment after its handler ends: let it start, then
      // wait for it, before the pool's owner may end the pool.
      await new Promise((resolve) => setImmediate(resolve))
      while (running.size > 0) await Promise.allSettled([...running])
      stopped = true
    },
  }
}
