import { sql } from 'kysely'
import { profileField } from '../profiles/profile-repository'
import type { Notification } from '../../contract/notifications'
import type { Db, NotificationRow } from '../db/schema'
import { newestFirstPage } from '../pagination/keyset'
import type { PageRequest } from '../pagination/page'
import { publicName } from '../profiles/public-name'

/** Who acted, as their profile says now, and the post's title now. */
export interface NotificationRowWithNames extends NotificationRow {
  actor_name: string | null
  actor_photo: string | null
  actor_handle: string | null
  post_title: string | null
}

const VERBS = {
  comment: 'commented on your post',
  like: 'liked your post',
  follow: 'followed you',
  reply: 'replied to you',
  mention: 'mentioned you',
  // A report's notice names no actor (moderators stay unnamed): its stored title is read.
  report: 'handled your report',
  review: 'reported something',
  // The review queue (ADR 0074): editors are named to the contributor, as a byline would.
  submitted: 'submitted a draft for review',
  returned: 'sent your draft back',
  published: 'published your draft',
  scheduled: 'scheduled your draft',
} as const

export function toNotification(row: NotificationRowWithNames): Notification {
  const actorName = row.actor_name === null ? undefined : publicName(row.actor_name)
  return {
    _id: row.id,
    type: row.type,
    // The actor's name now (names stay true); a row from before profiles says what it said.
    title: actorName === undefined ? row.title : `${actorName} ${VERBS[row.type]}`,
    detail: row.detail,
    ...(row.post_id === null ? {} : { postId: row.post_id }),
    postTitle: row.post_title ?? '',
    ...(row.comment_id === null ? {} : { commentId: row.comment_id }),
    ...(row.actor_id ? { actorId: row.actor_id } : {}),
    ...(row.actor_handle ? { actorHandle: row.actor_handle } : {}),
    ...(actorName === undefined ? {} : { actorName }),
    ...(row.actor_photo === null ? {} : { actorPhotoURL: row.actor_photo }),
    date: row.created_at,
    read: row.read_at !== null,
  }
}

/** One user's notifications, newest first: limit + 1 rows. */
export async function notificationPage(
  db: Db,
  recipientId: string,
  page: PageRequest,
): Promise<NotificationRowWithNames[]> {
  return newestFirstPage(
    db
      .selectFrom('notifications')
      .selectAll('notifications')
      .select([
        // Their profile's name now; someone with no profile here (a writer on another server, a
        // seeded account never signed in) is named as their own comment names them, so every
        // notice reads the same way.
        sql<
          string | null
        >`coalesce(${profileField('display_name', 'notifications.actor_id')}, (select comments.user_name from comments where comments.id = notifications.comment_id and comments.user_id = notifications.actor_id))`.as(
          'actor_name',
        ),
        profileField('photo_url', 'notifications.actor_id').as('actor_photo'),
        profileField('handle', 'notifications.actor_id').as('actor_handle'),
        sql<
          string | null
        >`(select posts.title from posts where posts.id = notifications.post_id)`.as('post_title'),
      ])
      .where('recipient_id', '=', recipientId),
    page,
    'notifications',
  ).execute()
}

export async function findNotification(
  db: Db,
  id: string,
): Promise<Pick<NotificationRow, 'id' | 'recipient_id'> | undefined> {
  return db
    .selectFrom('notifications')
    .select(['id', 'recipient_id'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function deleteNotification(db: Db, id: string, recipientId: string): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('recipient_id', '=', recipientId)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Marks this user's unread notifications read at `at`: the one with `id`, or every one without
 * it. Answers how many changed (0 when read already, or not theirs); a first reading's time is
 * kept.
 */
export async function markNotificationsRead(
  db: Db,
  recipientId: string,
  at: string,
  id?: string,
): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('recipient_id', '=', recipientId)
    .where('read_at', 'is', null)
  if (id !== undefined) query = query.where('id', '=', id)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}
