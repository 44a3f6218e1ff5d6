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
  recipientEmail: string,
  page: PageRequest,
): Promise<NotificationRow[]> {
  return newestFirstPage(
    db.selectFrom('notifications').selectAll().where('recipient_email', '=', recipientEmail),
    page,
  ).execute()
}

export async function findNotification(
  db: Db,
  id: string,
): Promise<Pick<NotificationRow, 'id' | 'recipient_email'> | undefined> {
  return db
    .selectFrom('notifications')
    .select(['id', 'recipient_email'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function deleteNotification(
  db: Db,
  id: string,
  recipientEmail: string,
): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where('id', '=', id)
    .where('recipient_email', '=', recipientEmail)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Marks one of this user's notifications read at `at`, if it is unread; answers how many changed
 * (0 when it was read already, or is not theirs). The first reading's time is kept.
 */
export async function markNotificationRead(
  db: Db,
  id: string,
  recipientEmail: string,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('id', '=', id)
    .where('recipient_email', '=', recipientEmail)
    .where('read_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Marks every unread notification of this user read at `at`; answers how many changed. */
export async function markAllNotificationsRead(
  db: Db,
  recipientEmail: string,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('recipient_email', '=', recipientEmail)
    .where('read_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
