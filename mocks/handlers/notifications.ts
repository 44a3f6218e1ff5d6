import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import type { MarkReadResult, Notification } from '../../contract/notifications'
import type { DeleteResult } from '../../contract/posts'
import { store } from '../store'
import { caller } from './request-checks'
import { pageOf } from './paging'
import { API, errorResponse } from './shared'

// Tests have one reader at a time, so the store's notifications are that reader's.
export const handlers = [
  http.get<{ email: string }, never, Notification[] | ErrorBody>(
    `${API}/notification/:email`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      if (who.email !== params.email) {
        return errorResponse(403, 'forbidden', 'These are not your notifications')
      }
      // Paged as the server pages it, the next page in `Link`.
      const { page, headers } = pageOf(request, store.notifications)
      return HttpResponse.json(page, { headers })
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

  // As the server: idempotent, and someone else's (here: none in the store) is 404.
  http.put<{ notificationId: string }, never, MarkReadResult | ErrorBody>(
    `${API}/notification/:notificationId/read`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const notification = store.notifications.find((n) => n._id === params.notificationId)
      if (!notification) return errorResponse(404, 'not_found', 'Notification not found')
      const modified = notification.read ? 0 : 1
      notification.read = true
      return HttpResponse.json({ modifiedCount: modified })
    },
  ),

  http.put<never, never, MarkReadResult | ErrorBody>(`${API}/notifications/read`, ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const unread = store.notifications.filter((n) => !n.read)
    for (const notification of unread) notification.read = true
    return HttpResponse.json({ modifiedCount: unread.length })
  }),

  // The live stream, which only a real browser opens (npm run dev:mock; jsdom has no EventSource).
  // In the mock nobody else acts, so nothing changes behind the reader's back: the stream stays
  // open and quiet, as the server's does until another user comments.
  http.get(`${API}/notification-events`, ({ request }) => {
    if (!new URL(request.url).searchParams.get('token')) {
      return errorResponse(401, 'unauthorized', 'Sign in first')
    }
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('retry: 5000\n\n')),
    })
    return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } })
  }),
]
