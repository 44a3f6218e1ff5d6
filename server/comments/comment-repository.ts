// Comments, and the notification a comment on someone else's post gives its author: written
// together in one transaction, so there is never one without the other.
import { createHash } from 'node:crypto'
import { profileField } from '../profiles/profile-repository'
import type { Comment } from '../../contract/comments'
import { now } from '../clock'
import type { CommentRow, Db } from '../db/schema'
import { newId } from '../ids'
import { newestFirstPage } from '../pagination/keyset'
import type { PageRequest } from '../pagination/page'
import type { AuthUser } from '../auth-user'
import { publicName } from '../profiles/public-name'

const EXCERPT_MAX = 80

/** The commenter's profile now, joined on every read (docs/decisions/0024). */
export interface CommenterColumns {
  profile_name: string | null
  profile_photo: string | null
}

export type FullCommentRow = CommentRow & CommenterColumns

const commenterColumns = [
  profileField('display_name', 'comments.user_id').as('profile_name'),
  profileField('photo_url', 'comments.user_id').as('profile_photo'),
] as const

/**
 * A comment as the API answers it to `viewer` (the caller's uid, if any): the commenter's email
 * only on the caller's own comments.
 */
export function toComment(row: FullCommentRow, viewer?: string): Comment {
  const own = viewer !== undefined && row.user_id === viewer
  return {
    _id: row.id,
    comment: row.body,
    ...(own ? { userEmail: row.user_email } : {}),
    userName: publicName(row.profile_name ?? row.user_name),
    userPhotoURL: row.profile_photo ?? '',
    ...(row.user_id ? { userId: row.user_id } : {}),
    postId: row.post_id,
    time: row.created_at,
    ...(row.updated_at ? { editedAt: row.updated_at } : {}),
  }
}

export async function findComment(db: Db, id: string): Promise<FullCommentRow | undefined> {
  return db
    .selectFrom('comments')
    .selectAll('comments')
    .select(commenterColumns)
    .where('id', '=', id)
    .executeTakeFirst()
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
): Promise<FullCommentRow[]> {
  return newestFirstPage(
    db
      .selectFrom('comments')
      .selectAll('comments')
      .select(commenterColumns)
      .where('post_id', '=', postId),
    page,
    'comments',
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
  | { found: true; reused?: false; comment: FullCommentRow; notified: string | null }

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
    const row = {
      id: idempotencyKey ? idFor(user.uid, idempotencyKey) : newId(),
      post_id: postId,
      body: text,
      user_email: user.email,
      user_name: user.name,
      user_id: user.uid,
      created_at: now(),
    }
    const profile = await trx
      .selectFrom('profiles')
      .select(['display_name', 'photo_url'])
      .where('uid', '=', user.uid)
      .executeTakeFirst()
    const comment: FullCommentRow = {
      ...row,
      updated_at: null,
      profile_name: profile?.display_name ?? null,
      profile_photo: profile?.photo_url ?? null,
    }
    const inserted = await trx
      .insertInto('comments')
      .values(row)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
      // A retry of a comment already made: answer it as it was, and notify nobody again.
      const earlier = await trx
        .selectFrom('comments')
        .selectAll('comments')
        .select(commenterColumns)
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
        type: 'comment',
        actor_id: user.uid,
        title: `${publicName(user.name)} commented on your post`,
        detail: `${post.title}: ${excerpt(text)}`,
        created_at: comment.created_at,
      })
      .execute()
    return { found: true, comment, notified: post.author_email }
  })
}

export type ChangeCommentResult =
  | { outcome: 'not_found' }
  | { outcome: 'forbidden' }
  | { outcome: 'done'; comment: FullCommentRow; notified: string[] }

/**
 * Edits a comment: only its author may. The notification it gave keeps its excerpt in step, so
 * the post's author reads what the comment says now.
 */
export async function editComment(
  db: Db,
  id: string,
  uid: string,
  text: string,
): Promise<ChangeCommentResult> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('comments')
      .innerJoin('posts', 'posts.id', 'comments.post_id')
      .select(['comments.user_id', 'comments.body', 'posts.title'])
      .where('comments.id', '=', id)
      .executeTakeFirst()
    if (!current) return { outcome: 'not_found' }
    if (current.user_id === null || current.user_id !== uid) return { outcome: 'forbidden' }
    let notified: string[] = []
    // Saving the same text again is not an edit: nothing changes, 'edited' included.
    if (current.body !== text) {
      await trx
        .updateTable('comments')
        .set({ body: text, updated_at: now() })
        .where('id', '=', id)
        .execute()
      const notices = await trx
        .updateTable('notifications')
        .set({ detail: `${current.title}: ${excerpt(text)}` })
        .where('comment_id', '=', id)
        .returning('recipient_email')
        .execute()
      notified = notices.map((n) => n.recipient_email)
    }
    const comment = await trx
      .selectFrom('comments')
      .selectAll('comments')
      .select(commenterColumns)
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return { outcome: 'done', comment, notified }
  })
}

export type DeleteCommentResult =
  | { outcome: 'not_found' }
  | { outcome: 'forbidden' }
  | { outcome: 'done'; deleted: number; notified: string[] }

/**
 * Deletes a comment, with the notification it gave: its author may, and so may the author of
 * the post it is on.
 */
export async function deleteComment(db: Db, id: string, uid: string): Promise<DeleteCommentResult> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('comments')
      .innerJoin('posts', 'posts.id', 'comments.post_id')
      .select(['comments.user_id', 'posts.author_id'])
      .where('comments.id', '=', id)
      .executeTakeFirst()
    if (!current) return { outcome: 'not_found' }
    if (current.user_id !== uid && current.author_id !== uid) return { outcome: 'forbidden' }
    const notices = await trx
      .deleteFrom('notifications')
      .where('comment_id', '=', id)
      .returning('recipient_email')
      .execute()
    const result = await trx.deleteFrom('comments').where('id', '=', id).executeTakeFirst()
    return {
      outcome: 'done',
      deleted: Number(result.numDeletedRows),
      notified: notices.map((n) => n.recipient_email),
    }
  })
}
