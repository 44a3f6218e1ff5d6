// The job queue on the embedded SQLite: a `jobs` table in the same file (migration 009). A job
// is taken by one UPDATE … RETURNING, which SQLite runs under its single write lock, so two
// workers (or two processes on one file) never take the same job. A taken job holds a lease;
// a job whose lease ran out (its process was killed) is taken again, as a new attempt.
import { randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { Database, Db } from '../db/schema'
import { runningWork, workOf } from './job-scope'
import {
  type EnqueueOptions,
  type Job,
  type JobHandler,
  type JobQueue,
  type JobRecord,
  ONCE_KEEP_MS,
  type QueueDefinition,
  describeError,
  retryDelayMs,
} from './queue'

/** How often an idle worker looks for due jobs (an enqueue here wakes it at once). */
const POLL_MS = 500
/** Finished jobs are kept a day, parked (failed) ones thirty. */
const KEEP_DONE_MS = 24 * 3600_000
const KEEP_FAILED_MS = 30 * 24 * 3600_000
const CLEAN_EVERY_MS = 10 * 60_000

/** A keyed job was already waiting: the transaction that took its `once` key is undone. */
class NotAdded extends Error {}

export function createSqliteQueue(db: Db, options: { pollMs?: number } = {}): JobQueue {
  const pollMs = options.pollMs ?? POLL_MS
  const definitions = new Map<string, QueueDefinition>()
  const wakers = new Map<string, Set<() => void>>()
  const loops: Promise<void>[] = []
  let stopped = false
  let lastClean = 0

  function definition(name: string): QueueDefinition {
    const found = definitions.get(name)
    if (!found) throw new Error(`no job queue named ${name}`)
    return found
  }

  function wake(name: string) {
    for (const resolve of wakers.get(name) ?? []) resolve()
  }

  function idle(name: string): Promise<void> {
    return new Promise((resolve) => {
      const set = wakers.get(name) ?? new Set()
      wakers.set(name, set)
      const done = () => {
        clearTimeout(timer)
        set.delete(done)
        resolve()
      }
      const timer = setTimeout(done, pollMs)
      set.add(done)
    })
  }

  async function take(name: string): Promise<(Job<unknown> & { work: string }) | null> {
    const { expireInSeconds, maxAttempts } = definition(name)
    const now = new Date().toISOString()
    const row = await db
      .updateTable('jobs')
      .set({
        state: 'active',
        attempts: sql`attempts + 1`,
        locked_until: new Date(Date.now() + expireInSeconds * 1000).toISOString(),
      })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('name', '=', name)
          .where((w) =>
            w.or([
              w.and([w('state', '=', 'waiting'), w('run_at', '<=', now)]),
              w.and([w('state', '=', 'active'), w('locked_until', '<', now)]),
            ]),
          )
          .orderBy('run_at')
          .limit(1),
      )
      .returning(['id', 'data', 'attempts', 'key'])
      .executeTakeFirst()
    if (!row) return null
    if (row.attempts > maxAttempts) {
      // Its last allowed run never finished: the instance running it was stopped.
      await finish(row.id, row.attempts, 'failed', `its run did not finish in ${expireInSeconds} s`)
      return take(name)
    }
    return {
      id: row.id,
      data: JSON.parse(row.data) as unknown,
      attempt: row.attempts,
      work: workOf(name, row),
    }
  }

  async function finish(id: string, attempt: number, state: 'done' | 'failed', error?: string) {
    await db
      .updateTable('jobs')
      .set({
        state,
        locked_until: null,
        finished_at: new Date().toISOString(),
        ...(error === undefined ? {} : { last_error: error }),
      })
      .where('id', '=', id)
      .where('state', '=', 'active')
      // A run that outlived its lease and was taken again does not settle the new run.
      .where('attempts', '=', attempt)
      .execute()
  }

  async function retryLater(id: string, attempt: number, delayMs: number, error: string) {
    await db
      .updateTable('jobs')
      .set({
        state: 'waiting',
        locked_until: null,
        last_error: error,
        run_at: new Date(Date.now() + delayMs).toISOString(),
      })
      .where('id', '=', id)
      .where('state', '=', 'active')
      .where('attempts', '=', attempt)
      .execute()
  }

  async function clean() {
    if (Date.now() - lastClean < CLEAN_EVERY_MS) return
    lastClean = Date.now()
    const doneBefore = new Date(Date.now() - KEEP_DONE_MS).toISOString()
    const failedBefore = new Date(Date.now() - KEEP_FAILED_MS).toISOString()
    await db
      .deleteFrom('jobs')
      .where((w) =>
        w.or([
          w.and([w('state', 'in', ['done', 'cancelled']), w('finished_at', '<', doneBefore)]),
          w.and([w('state', '=', 'failed'), w('finished_at', '<', failedBefore)]),
        ]),
      )
      .execute()
    await db
      .deleteFrom('job_once')
      .where('created_at', '<', new Date(Date.now() - ONCE_KEEP_MS).toISOString())
      .execute()
  }

  async function loop(name: string, handler: JobHandler<unknown>) {
    while (!stopped) {
      let job: (Job<unknown> & { work: string }) | null = null
      try {
        await clean()
        job = await take(name)
      } catch {
        // The database is busy or closing: look again after a pause.
      }
      if (!job) {
        await idle(name)
        continue
      }
      try {
        const { work, ...running } = job
        await runningWork(work, () => handler(running))
        await finish(job.id, job.attempt, 'done')
      } catch (error) {
        const { maxAttempts } = definition(name)
        const message = describeError(error)
        if (job.attempt >= maxAttempts) await finish(job.id, job.attempt, 'failed', message)
        else
          await retryLater(
            job.id,
            job.attempt,
            retryDelayMs(definition(name), job.attempt),
            message,
          )
      }
    }
  }

  return {
    engine: 'sqlite',
    async define(name, queueDefinition) {
      definitions.set(name, queueDefinition)
    },
    async enqueue(name, data, options: EnqueueOptions = {}) {
      definition(name)
      const id = randomUUID()
      const runAt = options.runAt ?? new Date()
      const insert = async (executor: Kysely<Database>) => {
        const inserted = await executor
          .insertInto('jobs')
          .values({
            id,
            name,
            data: JSON.stringify(data),
            state: 'waiting',
            run_at: runAt.toISOString(),
            attempts: 0,
            key: options.key ?? null,
            created_at: new Date().toISOString(),
          })
          // The unique index on a waiting job's (name, key) drops a second one.
          .onConflict((c) => c.doNothing())
          .executeTakeFirst()
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
      }
      const { once } = options
      const added =
        once === undefined
          ? await insert(db)
          : await db
              .transaction()
              .execute(async (trx) => {
                const claimed = await trx
                  .insertInto('job_once')
                  .values({ key: `${name}\n${once}`, created_at: new Date().toISOString() })
                  .onConflict((c) => c.doNothing())
                  .executeTakeFirst()
                if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false
                if (await insert(trx)) return true
                // Dropped by `key`: the once key goes back with the transaction.
                throw new NotAdded()
              })
              .catch((error: unknown) => {
                if (error instanceof NotAdded) return false
                throw error
              })
      if (!added) return null
      if (runAt.getTime() <= Date.now()) wake(name)
      return id
    },
    async work(name, handler, workOptions = {}) {
      definition(name)
      for (let i = 0; i < (workOptions.concurrency ?? 1); i++) {
        loops.push(loop(name, handler as JobHandler<unknown>))
      }
    },
    async job(name, id): Promise<JobRecord | null> {
      const row = await db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', id)
        .where('name', '=', name)
        .executeTakeFirst()
      if (!row) return null
      return {
        id: row.id,
        name: row.name,
        state: row.state,
        attempts: row.attempts,
        lastError: row.last_error,
        runAt: new Date(row.run_at),
      }
    },
    async cancel(name, id) {
      await db
        .updateTable('jobs')
        .set({ state: 'cancelled', finished_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('name', '=', name)
        .where('state', '=', 'waiting')
        .execute()
    },
    async stop() {
      stopped = true
      for (const name of wakers.keys()) wake(name)
      await Promise.all(loops)
    },
  }
}
