import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import type { Notification } from '../../contract/notifications'
import type { DeleteResult } from '../../contract/posts'
import { store } from '../store'
import { caller } from './request-checks'
import { API, byNewest, errorResponse } from './shared'

// Tests have one reader at a time, so the store's notifications are that reader's.
export const notificationHandlers = [
  http.get<{ email: string }, never, Notification[] | ErrorBody>(
    `${API}/notification/:email`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      if (who.email !== params.email) {
        return errorResponse(403, 'forbidden', 'These are not your notifications')
      }
      return HttpResponse.json([...store.notifications].sort(byNewest))
    },
  ),

  http.delete<{ notificationId: string }, never, DeleteResult | ErrorBody>(
    `${API}/notification/:notificationId`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const before = store.notifications.length
      store.notifications = store.notifications.filter((n) => n._id !== params.notificationId)
      const deleted = before - store.notifications.length
      return HttpResponse.json({ deletedCount: deleted, deleteCount: deleted })
    },
  ),
]
