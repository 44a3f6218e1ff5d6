// The durable job queue on each database (pg-boss on PostgreSQL, the jobs table on SQLite),
// through the app's own `app.jobs`: the same interface, the same behaviour.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { currentWork } from './job-scope'
import type { JobQueue, JobRecord } from './queue'

const QUICK = { maxAttempts: 1, retryDelaySeconds: 1, expireInSeconds: 60 }

async function settled(queue: JobQueue, name: string, id: string): Promise<JobRecord> {
  let record: JobRecord | null = null
  await vi.waitFor(
    async () => {
      record = await queue.job(name, id)
      expect(record?.state).toMatch(/^(done|failed)$/)
    },
    { timeout: 15_000, interval: 100 },
  )
  return record as unknown as JobRecord
}

describe.each(testDialects())('the job queue on %s', (dialect) => {
  let t: TestApp
  afterEach(async () => t.close())

  test('a job runs once with its data, and is done', async () => {
    t = await createTestApp(dialect)
    const queue = t.app.jobs
    await queue.define('greet', QUICK)
    const runs: unknown[] = []
    await queue.work<{ to: string }>('greet', async (job) => {
      runs.push({ data: job.data, attempt: job.attempt })
    })
    const id = await queue.enqueue('greet', { to: 'Ada' })
    expect(id).toEqual(expect.any(String))
    const record = await settled(queue, 'greet', id ?? '')
    expect(record).toMatchObject({ state: 'done', attempts: 1, lastError: null })
    expect(runs).toEqual([{ data: { to: 'Ada' }, attempt: 1 }])
  })

  test('a failing job is retried after a pause, then parked with its error', async () => {
    t = await createTestApp(dialect)
    const queue = t.app.jobs
    await queue.define('flaky', { ...QUICK, maxAttempts: 2 })
    const attempts: { attempt: number; at: number }[] = []
    await queue.work('flaky', async (job) => {
      attempts.push({ attempt: job.attempt, at: Date.now() })
      throw new Error(`the mail server said no (${job.attempt})`)
    })
    const id = (await queue.enqueue('flaky', {})) ?? ''
    const record = await settled(queue, 'flaky', id)
    expect(record).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: 'the mail server said no (2)',
    })
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2])
    // The retry waited for its delay (1 s; pg-boss spreads it between 1 and 2 s).
    expect((attempts[1]?.at ?? 0) - (attempts[0]?.at ?? 0)).toBeGreaterThanOrEqual(900)
    // Parked: not run again.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(attempts).toHaveLength(2)
  })

  test('a job for later waits for its time', async () => {
    t = await createTestApp(dialect)
    const queue = t.app.jobs
    await queue.define('later', QUICK)
    let ranAt = 0
    await queue.work('later', async () => {
      ranAt = Date.now()
    })
    const runAt = new Date(Date.now() + 2000)
    const id = (await queue.enqueue('later', {}, { runAt })) ?? ''
    expect(await queue.job('later', id)).toMatchObject({ state: 'waiting', attempts: 0 })
    await settled(queue, 'later', id)
    expect(ranAt).toBeGreaterThanOrEqual(runAt.getTime() - 50)
  })

  test('one waiting job per key; a cancelled job never runs', async () => {
    t = await createTestApp(dialect)
    const queue = t.app.jobs
    await queue.define('once', QUICK)
    const runAt = new Date(Date.now() + 60_000)
    const first = await queue.enqueue('once', { n: 1 }, { key: 'sweep', runAt })
    expect(first).toEqual(expect.any(String))
    expect(await queue.enqueue('once', { n: 2 }, { key: 'sweep', runAt })).toBeNull()
    // Another key, or none, is another job.
    expect(await queue.enqueue('once', { n: 3 }, { key: 'other', runAt })).toEqual(
      expect.any(String),
    )
    await queue.cancel('once', first ?? '')
    expect((await queue.job('once', first ?? ''))?.state).toBe('cancelled')
    // With the first one gone, the key is free again.
    expect(await queue.enqueue('once', { n: 4 }, { key: 'sweep', runAt })).toEqual(
      expect.any(String),
    )
  })

  test('a job enqueued once is enqueued once, even after it ran; a dropped one takes no key', async () => {
    t = await createTestApp(dialect)
    const queue = t.app.jobs
    await queue.define('announce', QUICK)
    const runs: unknown[] = []
    await queue.work<{ n: number }>('announce', async (job) => {
      runs.push(job.data.n)
    })
    const first = await queue.enqueue('announce', { n: 1 }, { once: 'post-1' })
    await settled(queue, 'announce', first ?? '')
    expect(await queue.enqueue('announce', { n: 2 }, { once: 'post-1' })).toBeNull()
    // Dropped by its `key` (one waits already): its `once` is not spent.
    const later = new Date(Date.now() + 60_000)
    expect(await queue.enqueue('announce', { n: 3 }, { key: 'k', runAt: later })).not.toBeNull()
    expect(await queue.enqueue('announce', { n: 4 }, { key: 'k', once: 'post-2' })).toBeNull()
    const fifth = await queue.enqueue('announce', { n: 5 }, { once: 'post-2' })
    await settled(queue, 'announce', fifth ?? '')
    expect(runs).toEqual([1, 5])
  })

  test('a run knows its work: the same for its retry, and for another job of its key', async () => {
    t = await createTestApp(dialect)
    const queue = t.app.jobs
    await queue.define('outer', { ...QUICK, maxAttempts: 2 })
    const seen: (string | undefined)[] = []
    await queue.work<{ fail: boolean }>('outer', async (job) => {
      seen.push(currentWork())
      if (job.data.fail && job.attempt === 1) throw new Error('died half-way')
    })
    const retried = (await queue.enqueue('outer', { fail: true })) ?? ''
    await settled(queue, 'outer', retried)
    const keyed = async () => {
      const id = (await queue.enqueue('outer', { fail: false }, { key: 'post@nine' })) ?? ''
      await settled(queue, 'outer', id)
    }
    await keyed()
    await keyed()
    const [first, again, keyedOnce, keyedTwice] = seen
    expect(first).toEqual(expect.any(String))
    expect(again).toBe(first)
    expect(keyedOnce).not.toBe(first)
    expect(keyedTwice).toBe(keyedOnce)
    expect(seen).toHaveLength(4)
    // Outside a job's run, no work.
    expect(currentWork()).toBeUndefined()
  })

  test('the upload sweep runs as a job on the queue', async () => {
    t = await createTestApp(dialect, { UPLOAD_SWEEP_INTERVAL_MS: '200' })
    const sweep = vi.spyOn(t.app, 'sweepUploads')
    // Every interval each instance asks for a sweep; one waits at a time, and one runs it.
    await vi.waitFor(() => expect(sweep.mock.calls.length).toBeGreaterThan(0), {
      timeout: 10_000,
    })
  })
})
