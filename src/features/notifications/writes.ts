// The writes of notifications: not on the first load (ADR 0018), which reads the unread count
// (api.ts) for the header's badge but changes nothing; the screens' lazy chunks import it.
import { http } from '../../lib/http'

const schemas = () => import('../../../contract/notifications')
const postSchemas = () => import('../../../contract/posts')

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
