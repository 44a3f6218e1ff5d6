// One durable job queue for background work (issue 23, docs/decisions/0034): jobs survive a
// restart or a `kill -9`, are run by one instance at a time however many there are, retry with
// exponential backoff and then park with their error, and can wait for a time. On PostgreSQL it
// is pg-boss (pg-queue.ts); on the embedded SQLite a `jobs` table in the same file
// (sqlite-queue.ts). Both answer this interface, and the same tests run on both.
//
// Delivery is at least once: a job whose instance died mid-run is run again once its lease
// (`expireInSeconds`) has passed. A handler makes its effect idempotent by the job's id (or does
// it in one statement that a second run finds done), so its effect happens exactly once.

/** What a queue of jobs is for, and how it retries. */
export interface QueueDefinition {
  /** Runs, counting the first; past it the job is parked as failed with its error. */
  maxAttempts: number
  /** Before the first retry; each retry after waits twice as long as the one before. */
  retryDelaySeconds: number
  /** A run that has not finished by then is taken for dead (its instance killed) and retried. */
  expireInSeconds: number
}

export interface EnqueueOptions {
  /** Not before this time. */
  runAt?: Date
  /**
   * At most one waiting job of this queue with this key: a second enqueue while one waits is
   * dropped (answers null). Each instance can ask for the same recurring job without doubling it.
   */
  key?: string
  /**
   * At most one job of this queue is ever enqueued with this key (for ONCE_KEEP_MS): the key is
   * written in the same transaction as the job, so it is there exactly when the job is. What a
   * job enqueues while it runs can be keyed by its work (jobs/job-scope.ts), so a run again
   * after a kill -9 enqueues nothing twice (docs/decisions/0052). Answers null when the key was
   * taken.
   */
  once?: string
}

/** How long a `once` key is kept: far longer than any job's runs and retries take. */
export const ONCE_KEEP_MS = 24 * 3600_000

export interface Job<T> {
  id: string
  data: T
  /** 1 on the first run. */
  attempt: number
}

export type JobState = 'waiting' | 'active' | 'done' | 'failed' | 'cancelled'

export interface JobRecord {
  id: string
  name: string
  state: JobState
  /** Runs started so far. */
  attempts: number
  /** The last failure's message, if any. */
  lastError: string | null
  runAt: Date
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>

export interface JobQueue {
  readonly engine: 'sqlite' | 'pg-boss'
  /** Declares a queue (idempotent); before `enqueue` or `work` on it. */
  define(name: string, definition: QueueDefinition): Promise<void>
  /** Adds a job; answers its id, or null when `key` found one already waiting. */
  enqueue<T extends object>(name: string, data: T, options?: EnqueueOptions): Promise<string | null>
  /** Runs this instance's share of the queue's jobs, `concurrency` at a time (default 1). */
  work<T>(name: string, handler: JobHandler<T>, options?: { concurrency?: number }): Promise<void>
  /** A job as it stands (tests, operators). */
  job(name: string, id: string): Promise<JobRecord | null>
  /** Drops a waiting job (a scheduled post published by hand, say). */
  cancel(name: string, id: string): Promise<void>
  /** Stops taking jobs and waits for the ones running here to finish. */
  stop(): Promise<void>
}

/** How long to wait before retry `retry` (1 = the first retry). */
export function retryDelayMs(definition: QueueDefinition, retry: number): number {
  return definition.retryDelaySeconds * 1000 * 2 ** (retry - 1)
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || error.name
  return String(error)
}
