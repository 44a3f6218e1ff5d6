// The durable job queue across instances (issue 23): 1,000 jobs worked by two processes on one
// database, one of them killed with `kill -9` in the middle and started again. Every job ends
// done with its effect made once; a job cut mid-run is run again after its lease (at least
// once), and its effect, keyed by the job's id, is not doubled. On SQLite (two processes on one
// file) and on PostgreSQL (pg-boss) when TEST_DATABASE_URL is set.
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { openDatabase } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'
import type { Dialect } from '../../server/db/schema'
import { figure } from './figures'
import { queueOn } from './job-queue'
import { COUNT_QUEUE, COUNT_QUEUE_DEFINITION, createJobTables } from './job-tables'
import { serverEnv } from './real-server'
import { startWorker as startProcess, stopped } from './worker-process'

const JOBS = 1000
const dialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

const startWorker = (env: NodeJS.ProcessEnv, instance: string) =>
  startProcess('tests/reliability/job-worker.ts', env, instance)

describe.each(dialects)('the job queue on %s', (dialect) => {
  test(`${JOBS} jobs across two instances, one killed with kill -9 mid-way: each done once`, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-jobs-'))
    const sqliteFile = path.join(dataDir, 'quill.sqlite')
    const { env, drop } = await serverEnv(dialect, dataDir, { QUEUE_SQLITE_FILE: sqliteFile })
    const database = openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile })
    const { db } = database
    const workers: ChildProcess[] = []
    try {
      await migrateToLatest(db)
      await createJobTables(db)
      const queue = await queueOn(database, { onError: () => {} })
      await queue.define(COUNT_QUEUE, COUNT_QUEUE_DEFINITION)
      const ids: string[] = []
      for (let n = 0; n < JOBS; n++) ids.push((await queue.enqueue(COUNT_QUEUE, { n })) ?? '')

      const effects = async () =>
        Number(
          (await sql<{ n: number }>`select count(*) as n from job_effects`.execute(db)).rows[0]?.n,
        )
      const started = Date.now()
      const a = await startWorker(env, 'a')
      workers.push(a, await startWorker(env, 'b'))
      while ((await effects()) < JOBS * 0.3) await new Promise((r) => setTimeout(r, 20))
      await stopped(a, 'SIGKILL')
      const atKill = await effects()
      workers.push(await startWorker(env, 'a-again'))
      const deadline = Date.now() + 120_000
      while ((await effects()) < JOBS && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100))
      }
      const seconds = (Date.now() - started) / 1000

      expect(await effects()).toBe(JOBS)
      const states = new Map<string, number>()
      for (const id of ids) {
        // A job's completion is written just after its effect: give the last ones a moment.
        let state = (await queue.job(COUNT_QUEUE, id))?.state ?? 'missing'
        for (let i = 0; state !== 'done' && i < 50; i++) {
          await new Promise((r) => setTimeout(r, 100))
          state = (await queue.job(COUNT_QUEUE, id))?.state ?? 'missing'
        }
        states.set(state, (states.get(state) ?? 0) + 1)
      }
      expect(Object.fromEntries(states)).toEqual({ done: JOBS })
      const runs = (
        await sql<{ job_id: string; runs: number }>`select job_id, count(*) as runs
          from job_runs group by job_id having count(*) > 1`.execute(db)
      ).rows
      const byInstance = (
        await sql<{ instance: string; runs: number }>`select instance, count(*) as runs
          from job_runs group by instance order by instance`.execute(db)
      ).rows
      // Only jobs the killed instance had in hand (4 at a time) may have run twice.
      expect(runs.length).toBeLessThanOrEqual(4)
      // Both first instances took jobs (the restarted one may find none left).
      expect(byInstance.map((row) => row.instance)).toEqual(expect.arrayContaining(['a', 'b']))
      await queue.stop()
      figure(`job queue (${dialect})`, {
        jobs: JOBS,
        done: states.get('done') ?? 0,
        effectsAtKill: atKill,
        runTwice: runs.length,
        seconds: Math.round(seconds * 10) / 10,
        ...Object.fromEntries(byInstance.map((row) => [`runs_${row.instance}`, Number(row.runs)])),
      })
    } finally {
      await Promise.all(workers.map((worker) => stopped(worker, 'SIGKILL')))
      await database.close()
      await drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
