import type { Notification } from '../../contract/notifications'
import type { Db, NotificationRow } from '../db/schema'
import { newestFirstPage } from '../pagination/keyset'
import type { PageRequest } from '../pagination/page'

export function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    title: row.title,
    detail: row.detail,
    postId: row.post_id,
    date: row.created_at,
    read: row.read_at !== null,
  }
}

/** One user's notifications, newest first: limit + 1 rows. */
export async function notificationPage(
  db: Db,
  recipientId: string,
  page: PageRequest,
): Promise<NotificationRow[]> {
  return newestFirstPage(
    db.selectFrom('notifications').selectAll().where('recipient_id', '=', recipientId),
    page,
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
