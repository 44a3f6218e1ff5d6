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
} from '../notifications/notification-repository'
import { listPage } from '../pagination/page'
import { RATE_LIMITS } from '../plugins/rate-limit'
import { currentUser } from './current-user'
import { bearerSecurity, errorResponses, pagedList, revalidated } from './route-schema'

const notifications: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/notification/:email',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications, newest first",
        ...pagedList,
        security: bearerSecurity,
        params: NotificationEmailParamsSchema,
        response: { 200: NotificationListSchema, ...revalidated, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
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
  )

  app.delete(
    '/notification/:notificationId',
    {
      onRequest: app.authenticate,
      config: { rateLimit: RATE_LIMITS.deleteNotification },
      schema: {
        tags: ['notifications'],
        summary: 'Dismiss one of your notifications',
        security: bearerSecurity,
        params: NotificationIdParamsSchema,
        response: { 200: DeleteResultSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => {
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
  )

  app.put(
    '/notification/:notificationId/read',
    {
      onRequest: app.authenticate,
      config: { rateLimit: RATE_LIMITS.markRead },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read (marking it again changes nothing)',
        description:
          'Someone else’s notification is 404, as one that does not exist: it is not yours to see.',
        security: bearerSecurity,
        params: NotificationIdParamsSchema,
        response: { 200: MarkReadResultSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { notificationId } = request.params
      const row = isId(notificationId) ? await findNotification(db, notificationId) : undefined
      if (!row || row.recipient_id !== user.uid) throw notFound('Notification not found')
      const modified = await markNotificationsRead(db, user.uid, now(), notificationId)
      if (modified > 0) await announce(app.notificationBus, request.log, [user.email])
      return { modifiedCount: modified }
    },
  )

  app.put(
    '/notifications/read',
    {
      onRequest: app.authenticate,
      config: { rateLimit: RATE_LIMITS.markRead },
      schema: {
        tags: ['notifications'],
        summary: 'Mark every one of your notifications read',
        security: bearerSecurity,
        response: { 200: MarkReadResultSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const modified = await markNotificationsRead(db, user.uid, now())
      if (modified > 0) await announce(app.notificationBus, request.log, [user.email])
      return { modifiedCount: modified }
    },
  )
}

export default notifications
