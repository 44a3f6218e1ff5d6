// Decorates the app with the notification bus for its database: in-process on SQLite (one
// server owns the file), LISTEN/NOTIFY on PostgreSQL (any number of instances).
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type NotificationBus, createMemoryBus } from '../events/notification-bus'
import { createPgBus } from '../events/pg-notification-bus'
import { currentSchema } from '../db/database'

declare module 'fastify' {
  interface FastifyInstance {
    notificationBus: NotificationBus
  }
}

export default fp(
  async function notificationBus(app: FastifyInstance) {
    const { pool } = app.database
    const bus = pool
      ? await createPgBus(pool, app.log, await currentSchema(pool))
      : createMemoryBus()
    app.decorate('notificationBus', bus)
    // Registered after the database plugin, so this runs first (onClose hooks run in reverse):
    // the listening connection goes back to the pool before the pool ends.
    app.addHook('onClose', async () => bus.close())
  },
  { name: 'notification-bus', dependencies: ['database'] },
)
