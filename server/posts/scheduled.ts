// Scheduled posts (issue 27 item 1): a post with `status: 'scheduled'` waits, seen only by its
// author, until its `publish_at`; then a job on the durable queue (docs/decisions/0034)
// publishes it, on time within the queue's polling (half a second), once however many instances
// run, and also after a restart that spanned the moment (the job waits in the database).
import type { FastifyBaseLogger } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../db/schema'
import type { JobQueue } from '../jobs/queue'
import { indexTags } from './post-repository'
import { parseTags } from './post-rows'

export const PUBLISH_QUEUE = 'publish-post'

interface PublishJob {
  postId: string
  publishAt: string
}

/**
 * Asks for the post to be published at `publishAt`. The key names the time too: a post moved to
 * an earlier time gets a job of its own, and a job for a time no longer the post's does nothing.
 */
export async function schedulePublish(jobs: JobQueue, postId: string, publishAt: string) {
  await jobs.enqueue<PublishJob>(
    PUBLISH_QUEUE,
    { postId, publishAt },
    { runAt: new Date(publishAt), key: `${postId}@${publishAt}` },
  )
}

/**
 * Publishes the post if it still waits for this time: one conditional UPDATE, so a second run
 * (or a second instance) finds it done. Dated to its scheduled time, as a draft published by
 * hand is dated to that moment — or, imported, to when it was first published (ADR 0080). Answers whether it is published at that time now.
 */
export async function publishScheduled(db: Db, { postId, publishAt }: PublishJob) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('posts')
      .set({
        status: 'published',
        created_at: sql<string>`coalesce(original_date, ${publishAt})`,
        publish_at: null,
      })
      .where('id', '=', postId)
      .where('status', '=', 'scheduled')
      .where('publish_at', '=', publishAt)
      .executeTakeFirst()
    const post = await trx
      .selectFrom('posts')
      .select(['status', 'created_at', 'tags', 'original_date'])
      .where('id', '=', postId)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) > 0 && post) {
      await indexTags(trx, { id: postId, ...post, tags: parseTags(post.tags) })
    }
    return post?.status === 'published' && post.created_at === (post.original_date ?? publishAt)
  })
}

export interface ScheduledPostsOptions {
  db: Db
  jobs: JobQueue
  log: FastifyBaseLogger
  /** After a post was published: kept answers dropped, its subscribers' emails enqueued. */
  published: (postId: string) => Promise<void>
}

export async function startScheduledPosts({ db, jobs, log, published }: ScheduledPostsOptions) {
  await jobs.define(PUBLISH_QUEUE, { maxAttempts: 10, retryDelaySeconds: 5, expireInSeconds: 60 })
  await jobs.work<PublishJob>(PUBLISH_QUEUE, async ({ data }) => {
    const post = await db
      .selectFrom('posts')
      .select(['status', 'publish_at'])
      .where('id', '=', data.postId)
      .executeTakeFirst()
    // Moved to a later time meanwhile: its own job waits for it (asked for again, in case).
    if (post?.status === 'scheduled' && post.publish_at && post.publish_at !== data.publishAt) {
      await schedulePublish(jobs, data.postId, post.publish_at)
      return
    }
    // Published now, or by a run (of this job, or another of its key) that may have died before
    // telling anyone: what follows is done again, and sends nothing twice. The emails' fan-out
    // records each delivery; the followers' Create is enqueued once per work of this key
    // (jobs/job-scope.ts, ADR 0052).
    if (await publishScheduled(db, data)) {
      await published(data.postId)
      log.info({ postId: data.postId }, 'a scheduled post was published')
    }
  })
  // A post whose job was lost (the process died between the post's write and the enqueue) is
  // asked for again at start; the key drops a job that already waits.
  const waiting = await db
    .selectFrom('posts')
    .select(['id', 'publish_at'])
    .where('status', '=', 'scheduled')
    .execute()
  for (const post of waiting) {
    if (post.publish_at) await schedulePublish(jobs, post.id, post.publish_at)
  }
}
