// Fedify's message queue on Quill's one durable job queue (issue 23, ADR 0034 and 0049): every
// activity Fedify sends out (a Create to each follower's inbox, an Accept, a Follow) is a job, so
// a delivery survives a restart or a `kill -9` and runs on one instance of however many.
//
// Fedify retries a failed delivery itself, by enqueueing it again with a delay (its
// `outboxRetryPolicy`: exponential backoff); the queue's own retries only take over a job whose
// instance died while running it. A message carries the sender's private key (Fedify signs when
// it delivers), so it is sealed with the federation key before it is written to the jobs table.
//
// A message enqueued while a job runs (a scheduled post's Create, sent by the job that publishes
// it; the deliveries a fan-out makes; Fedify's retry of a failed delivery) is enqueued once for
// that job's work: a run again after a kill -9, or a second job of the same key, finds it there
// and sends nothing twice (ADR 0052).
import type {
  MessageQueue,
  MessageQueueEnqueueOptions,
  MessageQueueListenOptions,
} from '@fedify/fedify'
import { currentWork } from '../jobs/job-scope'
import type { JobQueue } from '../jobs/queue'
import { type OutboundBounds, type OutboundPolicy, onStrangersBehalf } from '../outbound/guard'
import type { KeyCipher } from './key-cipher'

export const FEDERATION_QUEUE = 'federation'

interface SealedMessage {
  sealed: string
}

/** What Fedify's outbox and fan-out messages say of themselves (the rest is sealed). */
interface MessageFields {
  type?: unknown
  activityId?: unknown
  inbox?: unknown
  attempt?: unknown
}

/**
 * The message's key within the work running now (jobs/job-scope.ts), or none outside a job. One
 * piece of work sends one activity to one inbox once per attempt; a fan-out has no inbox.
 */
function onceKey(message: unknown): string | undefined {
  const work = currentWork()
  if (work === undefined || typeof message !== 'object' || message === null) return undefined
  const { type, activityId, inbox, attempt } = message as MessageFields
  return JSON.stringify([work, type, activityId, inbox ?? null, attempt ?? null])
}

/** Declares the queue; before the first message (pg-boss deadlocks on concurrent creates). */
export async function defineFederationQueue(jobs: JobQueue): Promise<void> {
  await jobs.define(FEDERATION_QUEUE, {
    maxAttempts: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
  })
}

/**
 * One message's fetches: a delivery to an inbox someone else named (ADR 0054), its redirects,
 * and the documents Fedify loads on the way. Its answer is not kept, so its cap is small.
 */
const DELIVERY_BOUNDS: OutboundBounds = { maxBytes: 256 * 1024, timeoutMs: 30_000, maxRequests: 8 }

export function jobMessageQueue(
  jobs: JobQueue,
  cipher: KeyCipher,
  outbound: OutboundPolicy,
): MessageQueue {
  return {
    async enqueue(message: unknown, options?: MessageQueueEnqueueOptions) {
      const delay = options?.delay?.total('millisecond') ?? 0
      const once = onceKey(message)
      await jobs.enqueue<SealedMessage>(
        FEDERATION_QUEUE,
        { sealed: cipher.seal(JSON.stringify(message)) },
        {
          ...(delay > 0 ? { runAt: new Date(Date.now() + delay) } : {}),
          ...(once === undefined ? {} : { once }),
        },
      )
    },
    async listen(handler, options?: MessageQueueListenOptions) {
      await jobs.work<SealedMessage>(
        FEDERATION_QUEUE,
        async ({ data }) => {
          const message: unknown = JSON.parse(cipher.open(data.sealed))
          // Fedify delivers with the global fetch: inside this scope, that is the guarded one.
          await onStrangersBehalf(outbound, DELIVERY_BOUNDS, () => handler(message))
        },
        { concurrency: 4 },
      )
      // Fedify takes `listen` to run until its signal aborts; the queue stops with the app.
      await new Promise<void>((resolve) => {
        if (!options?.signal || options.signal.aborted) return resolve()
        options.signal.addEventListener('abort', () => resolve(), { once: true })
      })
    },
  }
}
