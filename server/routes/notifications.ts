// A user's notifications: only their own, to read and to dismiss.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PageQuerySchema } from '../../contract/common'
import {
  NotificationEmailParamsSchema,
  NotificationIdParamsSchema,
  NotificationListSchema,
} from '../../contract/notifications'
import { DeleteResultSchema } from '../../contract/posts'
import { forbidden, notFound } from '../errors'
import { announce } from '../events/announce'
import { isId } from '../ids'
import {
  deleteNotification,
  findNotification,
  notificationPage,
  toNotification,
} from '../notifications/notification-repository'
import { pageRequest, sendPage } from '../pagination/page'
import { currentUser } from './current-user'
import { errorResponses } from './error-responses'

const security = [{ bearer: [] }]

const notifications: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/notification/:email',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications, newest first",
        description: 'The next page, if any, is linked in `Link: <…>; rel="next"`.',
        security,
        params: NotificationEmailParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: NotificationListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      if (request.params.email.toLowerCase() !== user.email.toLowerCase()) {
        throw forbidden('You may only read your own notifications')
      }
      const page = pageRequest(request.query)
      const rows = await notificationPage(db, user.email, page)
      return sendPage(request, reply, rows, page.limit).map(toNotification)
    },
  )

  app.delete(
    '/notification/:notificationId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Dismiss one of your notifications',
        security,
        params: NotificationIdParamsSchema,
        response: { 200: DeleteResultSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { notificationId } = request.params
      const row = isId(notificationId) ? await findNotification(db, notificationId) : undefined
      if (!row) throw notFound('Notification not found')
      if (row.recipient_email !== user.email) {
        throw forbidden('You may only dismiss your own notifications')
      }
      const deleted = await deleteNotification(db, notificationId, user.email)
      if (deleted > 0) await announce(app.notificationBus, request.log, [user.email])
      return { deletedCount: deleted, deleteCount: deleted }
    },
  )
}

export default notifications
