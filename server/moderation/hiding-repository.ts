// Hiding posts and comments: a moderator's hide closes the target's reports in one transaction
// (ADR 0043).
import type { HiddenReason } from '../../contract/hidden'
import { now } from '../clock'
import type { Db } from '../db/schema'
import { closeReports } from './report-repository'

export type HideOutcome =
  | { outcome: 'not_found' }
  | { outcome: 'forbidden' }
  | { outcome: 'done'; hidden: HiddenReason | null; notified: string[] }

/** A moderator hides or restores a post; its open reports are handled, their reporters told. */
export async function setPostHidden(
  db: Db,
  postId: string,
  hidden: boolean,
  moderatorId: string,
): Promise<HideOutcome> {
  return db.transaction().execute(async (trx) => {
    const post = await trx
      .selectFrom('posts')
      .select(['hidden'])
      .where('id', '=', postId)
      .executeTakeFirst()
    if (!post) return { outcome: 'not_found' }
    const at = now()
    const next: HiddenReason | null = hidden ? (post.hidden ?? 'moderator') : null
    await trx.updateTable('posts').set({ hidden: next }).where('id', '=', postId).execute()
    const notified = await closeReports(
      trx,
      [{ type: 'post', id: postId }],
      hidden ? 'hidden' : 'restored',
      moderatorId,
      at,
    )
    return { outcome: 'done', hidden: next, notified }
  })
}

/**
 * Hides or restores a comment: a moderator may any ('moderator'), the post's author those on
 * their post ('author'; they restore only what they hid). A moderator's hide handles its reports.
 */
export async function setCommentHidden(
  db: Db,
  commentId: string,
  hidden: boolean,
  actor: { uid: string; moderator: boolean },
): Promise<HideOutcome> {
  return db.transaction().execute(async (trx) => {
    const comment = await trx
      .selectFrom('comments')
      .innerJoin('posts', 'posts.id', 'comments.post_id')
      .select(['comments.hidden', 'posts.author_id', 'posts.status', 'posts.hidden as post_hidden'])
      .where('comments.id', '=', commentId)
      .executeTakeFirst()
    if (!comment) return { outcome: 'not_found' }
    const postAuthor = comment.author_id === actor.uid
    if (!actor.moderator) {
      // Someone else's post, not published or hidden, is not there for them.
      if (!postAuthor && (comment.status !== 'published' || comment.post_hidden)) {
        return { outcome: 'not_found' }
      }
      if (!postAuthor) return { outcome: 'forbidden' }
      // The post's author restores what they hid, not a moderator's hiding or a suspension.
      if (comment.hidden && comment.hidden !== 'author') return { outcome: 'forbidden' }
    }
    const at = now()
    const next: HiddenReason | null = hidden
      ? (comment.hidden ?? (actor.moderator ? 'moderator' : 'author'))
      : null
    await trx.updateTable('comments').set({ hidden: next }).where('id', '=', commentId).execute()
    const notified = actor.moderator
      ? await closeReports(
          trx,
          [{ type: 'comment', id: commentId }],
          hidden ? 'hidden' : 'restored',
          actor.uid,
          at,
        )
      : []
    return { outcome: 'done', hidden: next, notified }
  })
}

/** The post's author closes or opens its comments; false when it is not theirs or not there. */
export async function setCommentsEnabled(db: Db, postId: string, enabled: boolean): Promise<void> {
  await db
    .updateTable('posts')
    .set({ comments_enabled: enabled ? 1 : 0 })
    .where('id', '=', postId)
    .execute()
}
