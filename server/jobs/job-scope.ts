// Which piece of work is running, for what it enqueues (docs/decisions/0052). A job is delivered
// at least once: after a kill -9 its run is taken again from the start, and a keyed job can be
// asked for again while one runs (a scheduled post's job, asked for again at start-up while the
// first one publishes it). Whatever the first run enqueued is already there; enqueued again it
// would be done twice (the post's Create sent to every follower a second time). Both queues run
// each handler inside `runningWork`, so code deep below a job (Fedify's sendActivity, through
// server/federation/job-message-queue.ts) can key what it enqueues by the work, with `once`,
// without being handed the job.
import { AsyncLocalStorage } from 'node:async_hooks'

const running = new AsyncLocalStorage<string>()

/**
 * What a run of a job is a run of: its queue and key (two jobs of one key are one piece of work:
 * the key is what makes a second one superfluous), or its id when it has no key.
 */
export function workOf(queue: string, job: { id: string; key?: string | null }): string {
  return JSON.stringify([queue, job.key ?? `#${job.id}`])
}

/** Runs `fn` as a run of `work` (workOf). */
export function runningWork<T>(work: string, fn: () => Promise<T>): Promise<T> {
  return running.run(work, fn)
}

/** The work this code runs for, if it runs for a job (an HTTP request's code does not). */
export function currentWork(): string | undefined {
  return running.getStore()
}
