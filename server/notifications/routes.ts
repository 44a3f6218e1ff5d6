// A user's notifications: only their own, to list, to mark read and to dismiss.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  MarkReadResultSchema,
  NotificationEmailParamsSchema,
  NotificationIdParamsSchema,
  NotificationListSchema,
} from '../../contract/notifications'
import { DeleteResultSchema } from '../../contract/posts'
import { now } from '../clock'
import { forbidden, notFound } from '../errors'
import { announce } from '../events/announce'
import { isId } from '../ids'
import {
  deleteNotification,
  findNotification,
  markNotificationsRead,
  notificationPage,
  toNotification,
} from './notification-repository'
import { listPage } from '../pagination/page'
import { currentUser } from '../auth/current-user'
import { route } from '../http/route'
import { pagedList, revalidated } from '../http/route-schema'
import notificationEvents from './event-routes'
import { rateLimits } from './rate-limits'

const notifications: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  route(app, {
    method: 'GET',
    url: '/notification/:email',
    access: 'signedIn',
    tag: 'notifications',
    summary: "The signed-in user's notifications, newest first",
    ...pagedList,
    params: NotificationEmailParamsSchema,
    response: { 200: NotificationListSchema, ...revalidated },
    handler: async (request, reply) => {
      const user = currentUser(request)
      if (request.params.email.toLowerCase() !== user.email.toLowerCase()) {
        throw forbidden('You may only read your own notifications')
      }
      return listPage(
        request,
        reply,
        (page) => notificationPage(db, user.uid, page),
        toNotification,
      )
    },
  })

  route(app, {
    method: 'DELETE',
    url: '/notification/:notificationId',
    access: 'signedIn',
    rateLimit: rateLimits.deleteNotification,
    tag: 'notifications',
    summary: 'Dismiss one of your notifications',
    params: NotificationIdParamsSchema,
    response: { 200: DeleteResultSchema },
    errors: [404],
    handler: async (request) => {
      const user = currentUser(request)
      const { notificationId } = request.params
      const row = isId(notificationId) ? await findNotification(db, notificationId) : undefined
      if (!row) throw notFound('Notification not found')
      if (row.recipient_id !== user.uid) {
        throw forbidden('You may only dismiss your own notifications')
      }
      const deleted = await deleteNotification(db, notificationId, user.uid)
      if (deleted > 0) await announce(app.notificationBus, request.log, [user.email])
      return { deletedCount: deleted, deleteCount: deleted }
    },
  })

  route(app, {
    method: 'PUT',
    url: '/notification/:notificationId/read',
    access: 'signedIn',
    rateLimit: rateLimits.markRead,
    tag: 'notifications',
    summary: 'Mark one of your notifications read (marking it again changes nothing)',
    description:
      'Someone else’s notification is 404, as one that does not exist: it is not yours to see.',
    params: NotificationIdParamsSchema,
    response: { 200: MarkReadResultSchema },
    errors: [404],
    handler: async (request) => {
      const user = currentUser(request)
      const { notificationId } = request.params
      const row = isId(notificationId) ? await findNotification(db, notificationId) : undefined
      if (!row || row.recipient_id !== user.uid) throw notFound('Notification not found')
      const modified = await markNotificationsRead(db, user.uid, now(), notificationId)
      if (modified > 0) await announce(app.notificationBus, request.log, [user.email])
      return { modifiedCount: modified }
    },
  })

  route(app, {
    method: 'PUT',
    url: '/notifications/read',
    access: 'signedIn',
    rateLimit: rateLimits.markRead,
    tag: 'notifications',
    summary: 'Mark every one of your notifications read',
    response: { 200: MarkReadResultSchema },
    handler: async (request) => {
      const user = currentUser(request)
      const modified = await markNotificationsRead(db, user.uid, now())
      if (modified > 0) await announce(app.notificationBus, request.log, [user.email])
      return { modifiedCount: modified }
    },
  })

  // Their live stream (Server-Sent Events) in a file of its own.
  await app.register(notificationEvents)
}

export default notifications
