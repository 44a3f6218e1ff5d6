// Comments: read, edited and deleted (adding one, with the notices it gives, is add-comment.ts).
import { shownUrl } from '../federation/remote-actors'
import { sql } from 'kysely'
import { profileField } from '../profiles/profile-repository'
import type { Comment } from '../../contract/comments'
import { now } from '../clock'
import type { CommentRow, Db } from '../db/schema'
import { newestFirstPage } from '../pagination/keyset'
import type { PageRequest } from '../pagination/page'
import { publicName } from '../profiles/public-name'

const EXCERPT_MAX = 80

/**
 * The commenter's profile now, joined on every read (docs/decisions/0024), and how many comments
 * answer this one (PostgreSQL counts in bigint, which its driver answers as a string).
 */
export interface CommenterColumns {
  profile_name: string | null
  profile_photo: string | null
  profile_handle: string | null
  reply_count: number | string
  /** A reply from another server (ADR 0049): its writer's `name@server` and profile page. */
  remote_handle: string | null
  remote_url: string | null
}

export type FullCommentRow = CommentRow & CommenterColumns

export const commenterColumns = [
  profileField('display_name', 'comments.user_id').as('profile_name'),
  profileField('photo_url', 'comments.user_id').as('profile_photo'),
  profileField('handle', 'comments.user_id').as('profile_handle'),
  sql<
    number | string
  >`(select count(*) from comments as replies where replies.parent_id = comments.id and replies.hidden is null)`.as(
    'reply_count',
  ),
  sql<
    string | null
  >`(select handle from remote_actors where remote_actors.uri = comments.user_id and comments.ap_id is not null)`.as(
    'remote_handle',
  ),
  sql<
    string | null
  >`(select url from remote_actors where remote_actors.uri = comments.user_id and comments.ap_id is not null)`.as(
    'remote_url',
  ),
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
    ...(row.profile_handle ? { userHandle: row.profile_handle } : {}),
    ...(row.user_id ? { userId: row.user_id } : {}),
    ...(row.remote_handle
      ? { remote: { handle: row.remote_handle, url: shownUrl(row.remote_url, row.user_id ?? '') } }
      : {}),
    postId: row.post_id,
    time: row.created_at,
    ...(row.updated_at ? { editedAt: row.updated_at } : {}),
    parentId: row.parent_id,
    replyCount: Number(row.reply_count),
    // Only those who still read a hidden comment are answered it (commentPage): marked so.
    ...(row.hidden ? { hidden: row.hidden } : {}),
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

export function excerpt(text: string): string {
  const chars = [...text]
  return chars.length > EXCERPT_MAX ? `${chars.slice(0, EXCERPT_MAX).join('').trimEnd()}…` : text
}

/** Who reads a post's comments: a hidden one is left out for all but those it names (issue 26). */
export interface CommentReader {
  viewer?: string | undefined
  moderator?: boolean
  /** Whether the reader wrote the post: they read the comments they hid themselves. */
  postAuthor?: boolean
}

/** A post's comments, newest first: limit + 1 rows. */
export async function commentPage(
  db: Db,
  postId: string,
  page: PageRequest,
  { viewer, moderator = false, postAuthor = false }: CommentReader = {},
): Promise<FullCommentRow[]> {
  let query = db
    .selectFrom('comments')
    .selectAll('comments')
    .select(commenterColumns)
    .where('post_id', '=', postId)
  if (!moderator) {
    query = query.where((eb) =>
      eb.or([
        eb('comments.hidden', 'is', null),
        ...(viewer ? [eb('comments.user_id', '=', viewer)] : []),
        ...(postAuthor ? [eb('comments.hidden', '=', 'author')] : []),
      ]),
    )
  }
  return newestFirstPage(query, page, 'comments').execute()
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
 * Deletes a comment, with its replies and the notifications they all gave: its author may, and
 * so may the author of the post it is on.
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
    // The replies go with the comment they answer, and theirs with them (issue 26): a thread
    // does not outlive its start, and no reply is left answering nothing.
    const thread = await trx
      .withRecursive('thread(id)', (db) =>
        db
          .selectFrom('comments')
          .select('id')
          .where('id', '=', id)
          .unionAll(
            db
              .selectFrom('comments')
              .innerJoin('thread', 'thread.id', 'comments.parent_id')
              .select('comments.id'),
          ),
      )
      .selectFrom('thread')
      .select('id')
      .execute()
    const ids = thread.map((row) => row.id)
    const notices = await trx
      .deleteFrom('notifications')
      .where('comment_id', 'in', ids)
      .returning('recipient_email')
      .execute()
    const result = await trx.deleteFrom('comments').where('id', 'in', ids).executeTakeFirst()
    return {
      outcome: 'done',
      deleted: Number(result.numDeletedRows),
      notified: [...new Set(notices.map((n) => n.recipient_email))],
    }
  })
}
