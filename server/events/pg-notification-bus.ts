// The bus across server instances: PostgreSQL LISTEN/NOTIFY. Each instance holds one pooled
// connection that LISTENs; a publish is a NOTIFY that every instance, this one included,
// receives, so a stream hears of a change whichever instance made it.
import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import { LocalListeners, type NotificationBus } from './notification-bus'

export const NOTIFICATION_CHANNEL = 'quill_notifications'
const RECONNECT_MS = 1000

export async function createPgBus(pool: pg.Pool, log: FastifyBaseLogger): Promise<NotificationBus> {
  const listeners = new LocalListeners()
  let client: pg.PoolClient | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const onNotification = (message: pg.Notification) => {
    if (message.channel === NOTIFICATION_CHANNEL && message.payload) listeners.emit(message.payload)
  }

  async function listen(): Promise<void> {
    const next = await pool.connect()
    next.on('notification', onNotification)
    next.on('error', (error) => {
      log.warn({ err: error }, 'notification listener lost its connection; reconnecting')
      next.release(error)
      if (client === next) client = undefined
      scheduleReconnect()
    })
    await next.query(`LISTEN ${NOTIFICATION_CHANNEL}`)
    if (closed) {
      next.release()
      return
    }
    client = next
  }

  function scheduleReconnect(): void {
    if (closed || retry) return
    retry = setTimeout(() => {
      retry = undefined
      listen()
        // Changes made while no one listened were missed: every open stream refreshes.
        .then(() => listeners.emitAll())
        .catch((error: unknown) => {
          log.warn({ err: error }, 'notification listener could not reconnect')
          scheduleReconnect()
        })
    }, RECONNECT_MS)
  }

  await listen()
  return {
    publish: async (email) => {
      await pool.query('SELECT pg_notify($1, $2)', [NOTIFICATION_CHANNEL, email.toLowerCase()])
    },
    subscribe: (email, listener) => listeners.subscribe(email, listener),
    close: async () => {
      closed = true
      clearTimeout(retry)
      client?.release()
      client = undefined
    },
  }
}
