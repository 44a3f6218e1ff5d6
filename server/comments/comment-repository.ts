// Comments, and the notification a comment on someone else's post gives its author: written
// together in one transaction, so there is never one without the other.
import { createHash } from 'node:crypto'
import type { Comment } from '../../contract/comments'
import { now } from '../clock'
import type { CommentRow, Db } from '../db/schema'
import { newId } from '../ids'
import { newestFirstPage } from '../pagination/keyset'
import type { PageRequest } from '../pagination/page'
import type { AuthUser } from '../auth-user'

const EXCERPT_MAX = 80

export function toComment(row: CommentRow): Comment {
  return {
    _id: row.id,
    comment: row.body,
    userEmail: row.user_email,
    userName: row.user_name,
    ...(row.user_id ? { userId: row.user_id } : {}),
    postId: row.post_id,
    time: row.created_at,
  }
}

function excerpt(text: string): string {
  const chars = [...text]
  return chars.length > EXCERPT_MAX ? `${chars.slice(0, EXCERPT_MAX).join('').trimEnd()}…` : text
}

/** A post's comments, newest first: limit + 1 rows. */
export async function commentPage(
  db: Db,
  postId: string,
  page: PageRequest,
): Promise<CommentRow[]> {
  return newestFirstPage(
    db.selectFrom('comments').selectAll().where('post_id', '=', postId),
    page,
  ).execute()
}

/**
 * The id of the comment a user posts with an idempotency key: the same user and key always give
 * the same id, so the primary key itself refuses a second copy (no column, no lookup table), and
 * two users' keys can never meet.
 */
function idFor(uid: string, idempotencyKey: string): string {
  return createHash('sha256')
    .update(`${uid}\n${idempotencyKey}`)
    .digest()
    .subarray(0, 12)
    .toString('base64url')
}

export type AddCommentResult =
  | { found: false }
  /** The key was used before for a different comment. */
  | { found: true; reused: true }
  | { found: true; reused?: false; comment: CommentRow; notified: string | null }

export async function addComment(
  db: Db,
  postId: string,
  text: string,
  user: AuthUser,
  idempotencyKey?: string,
): Promise<AddCommentResult> {
  return db.transaction().execute(async (trx) => {
    const post = await trx
      .selectFrom('posts')
      .select(['title', 'author_email', 'author_id', 'status'])
      .where('id', '=', postId)
      .executeTakeFirst()
    // A draft is not there for anyone but its author (issue 13).
    if (!post || (post.status === 'draft' && post.author_id !== user.uid)) return { found: false }
    const comment: CommentRow = {
      id: idempotencyKey ? idFor(user.uid, idempotencyKey) : newId(),
      post_id: postId,
      body: text,
      user_email: user.email,
      user_name: user.name,
      user_id: user.uid,
      created_at: now(),
    }
    const inserted = await trx
      .insertInto('comments')
      .values(comment)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      // A retry of a comment already made: answer it as it was, and notify nobody again.
      const earlier = await trx
        .selectFrom('comments')
        .selectAll()
        .where('id', '=', comment.id)
        .executeTakeFirstOrThrow()
      if (earlier.post_id !== postId || earlier.body !== text) return { found: true, reused: true }
      return { found: true, comment: earlier, notified: null }
    }
    // Nobody is notified of their own action.
    const own = post.author_id
      ? post.author_id === user.uid
      : post.author_email.toLowerCase() === user.email.toLowerCase()
    if (own) {
      return { found: true, comment, notified: null }
    }
    await trx
      .insertInto('notifications')
      .values({
        id: newId(),
        recipient_email: post.author_email,
        recipient_id: post.author_id,
        post_id: postId,
        comment_id: comment.id,
        title: `${user.name} commented on your post`,
        detail: `${post.title}: ${excerpt(text)}`,
        created_at: comment.created_at,
      })
      .execute()
    return { found: true, comment, notified: post.author_email }
  })
}
