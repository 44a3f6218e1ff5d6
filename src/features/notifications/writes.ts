// The writes of notifications: not on the first load (ADR 0018), which reads the unread count
// (api.ts) for the header's badge but changes nothing; the screens' lazy chunks import it.
import { http, parsed } from '../../lib/http'

const schemas = () => import('../../../contract/notifications')
const postSchemas = () => import('../../../contract/posts')

export async function deleteNotification(notificationId: string): Promise<number> {
  const answer = await parsed(
    http.delete(`notification/${encodeURIComponent(notificationId)}`),
    postSchemas().then((m) => m.DeleteResultSchema),
  )
  return answer.deletedCount
}

/** Marks one notification read; answers how many changed (0 when it was read already). */
export async function markNotificationRead(notificationId: string): Promise<number> {
  const answer = await parsed(
    http.put(`notification/${encodeURIComponent(notificationId)}/read`),
    schemas().then((m) => m.MarkReadResultSchema),
  )
  return answer.modifiedCount
}

/** Marks every one of the signed-in user's notifications read; answers how many changed. */
export async function markAllNotificationsRead(): Promise<number> {
  const answer = await parsed(
    http.put('notifications/read'),
    schemas().then((m) => m.MarkReadResultSchema),
  )
  return answer.modifiedCount
}
