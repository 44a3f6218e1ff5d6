import { DeleteResultSchema } from '../../../contract/posts'
import {
  MarkReadResultSchema,
  NotificationListSchema,
  type Notification,
} from '../../../contract/notifications'
import { http } from '../../lib/http'

export async function getNotifications(
  email: string,
  signal?: AbortSignal,
): Promise<Notification[]> {
  const data = await http.get(`notification/${encodeURIComponent(email)}`, { signal }).json()
  return NotificationListSchema.parse(data)
}

export async function deleteNotification(notificationId: string): Promise<number> {
  const data = await http.delete(`notification/${encodeURIComponent(notificationId)}`).json()
  return DeleteResultSchema.parse(data).deletedCount
}

/** Marks one notification read; answers how many changed (0 when it was read already). */
export async function markNotificationRead(notificationId: string): Promise<number> {
  const data = await http.put(`notification/${encodeURIComponent(notificationId)}/read`).json()
  return MarkReadResultSchema.parse(data).modifiedCount
}

/** Marks every one of the signed-in user's notifications read; answers how many changed. */
export async function markAllNotificationsRead(): Promise<number> {
  const data = await http.put('notifications/read').json()
  return MarkReadResultSchema.parse(data).modifiedCount
}
