import type { Notification } from '../../../contract/notifications'
import { http, parsedPage } from '../../lib/http'

/** The contract's schemas come in a chunk of their own, fetched beside the call (ADR 0018). */
const schemas = () => import('../../../contract/notifications')

/** One keyset page of the signed-in user's notifications, newest first. */
export interface NotificationPage {
  notifications: Notification[]
  nextCursor: string | null
}

export async function getNotifications(
  email: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const { items, nextCursor } = await parsedPage(
    http.get(`notification/${encodeURIComponent(email)}`, {
      searchParams: cursor ? { cursor } : undefined,
      signal,
    }),
    schemas().then((m) => m.NotificationListSchema),
  )
  return { notifications: items, nextCursor }
}
