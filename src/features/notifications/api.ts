import type { Notification } from '../../../contract/notifications'
import { http } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/notifications')
const postSchemas = () => import('../../../contract/posts')

export async function getNotifications(
  email: string,
  signal?: AbortSignal,
): Promise<Notification[]> {
  const [data, { NotificationListSchema }] = await Promise.all([
    http.get(`notification/${encodeURIComponent(email)}`, { signal }).json(),
    schemas(),
  ])
  return NotificationListSchema.parse(data)
}

export async function deleteNotification(notificationId: string): Promise<number> {
  const [data, { DeleteResultSchema }] = await Promise.all([
    http.delete(`notification/${encodeURIComponent(notificationId)}`).json(),
    postSchemas(),
  ])
  return DeleteResultSchema.parse(data).deletedCount
}

/** Marks one notification read; answers how many changed (0 when it was read already). */
export async function markNotificationRead(notificationId: string): Promise<number> {
  const [data, { MarkReadResultSchema }] = await Promise.all([
    http.put(`notification/${encodeURIComponent(notificationId)}/read`).json(),
    schemas(),
  ])
  return MarkReadResultSchema.parse(data).modifiedCount
}

/** Marks every one of the signed-in user's notifications read; answers how many changed. */
export async function markAllNotificationsRead(): Promise<number> {
  const [data, { MarkReadResultSchema }] = await Promise.all([
    http.put('notifications/read').json(),
    schemas(),
  ])
  return MarkReadResultSchema.parse(data).modifiedCount
}
