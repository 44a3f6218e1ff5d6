import type { Notification } from '../../../contract/notifications'
import { nextCursorFromLink } from '../../../contract/wire'
import { http } from '../../lib/http'

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
  const [response, { NotificationListSchema }] = await Promise.all([
    http.get(`notification/${encodeURIComponent(email)}`, {
      searchParams: cursor ? { cursor } : undefined,
      signal,
    }),
    schemas(),
  ])
  return {
    notifications: NotificationListSchema.parse(await response.json()),
    nextCursor: nextCursorFromLink(response.headers.get('Link')),
  }
}
