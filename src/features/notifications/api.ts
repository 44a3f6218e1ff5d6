import type { Notification } from '../../../contract/notifications'
import { http } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/notifications')

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
