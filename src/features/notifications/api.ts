import { DeleteResultSchema } from '../../../contract/posts'
import { NotificationListSchema, type Notification } from '../../../contract/notifications'
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
