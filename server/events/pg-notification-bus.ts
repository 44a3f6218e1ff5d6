// The bus across server instances: PostgreSQL LISTEN/NOTIFY. Each instance holds one pooled
// connection that LISTENs; a publish is a NOTIFY that every instance, this one included,
// receives, so a stream hears of a change whichever instance made it. A second channel tells
// the other instances that public data changed, so they drop what they keep (ADR 0035).
import { createHash, randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import { LocalListeners, type NotificationBus, type PublicChange } from './notification-bus'

export const NOTIFICATION_CHANNEL = 'quill_notifications'
export const PUBLIC_CHANGE_CHANNEL = 'quill_public_changes'
const RECONNECT_MS = 1000
/** PostgreSQL's longest identifier (NAMEDATALEN - 1); a longer channel is refused. */
const LONGEST_CHANNEL = 63

/**
 * A channel is database-wide, but the instances that share data are those that share a schema:
 * two installations (or two tests) in one database must not hear each other's changes, or each
 * drops what the other keeps. The default schema keeps the plain names.
 */
export function channelFor(base: string, schema: string | undefined): string {
  if (!schema || schema === 'public') return base
  const named = `${base}_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`
  if (named.length <= LONGEST_CHANNEL) return named
  return `${base}_${createHash('sha256').update(schema).digest('hex').slice(0, 24)}`
}

export interface PgNotificationBus extends NotificationBus {
  /** The listening connection's backend, while there is one (a test cuts it). */
  listenerPid(): number | undefined
}

export async function createPgBus(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  schema?: string,
): Promise<PgNotificationBus> {
  const notificationChannel = channelFor(NOTIFICATION_CHANNEL, schema)
  const changeChannel = channelFor(PUBLIC_CHANGE_CHANNEL, schema)
  const listeners = new LocalListeners()
  const publicChanges = new EventEmitter().setMaxListeners(0)
  // A change this instance published comes back to it too: its own id tells it apart.
  const instance = randomUUID()
  let client: pg.PoolClient | undefined
  let pid: number | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const tell = (change: PublicChange) => publicChanges.emit('change', change)
  const onNotification = (message: pg.Notification) => {
    if (message.channel === notificationChannel && message.payload) listeners.emit(message.payload)
    if (message.channel === changeChannel && message.payload !== instance) tell('changed')
  }

  async function listen(): Promise<void> {
    const next = await pool.connect()
    next.on('notification', onNotification)
    next.on('error', (error) => {
      log.warn({ err: error }, 'notification listener lost its connection; reconnecting')
      next.release(error)
      if (client === next) {
        client = undefined
        tell('lost')
      }
      scheduleReconnect()
    })
    await next.query(`LISTEN "${notificationChannel}"; LISTEN "${changeChannel}"`)
    const { rows } = await next.query<{ pid: number }>('select pg_backend_pid() as pid')
    pid = rows[0]?.pid
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
        // Changes made while no one listened were missed: every open stream refreshes, and
        // what is kept is dropped.
        .then(() => {
          listeners.emitAll()
          if (client) tell('back')
        })
        .catch((error: unknown) => {
          log.warn({ err: error }, 'notification listener could not reconnect')
          scheduleReconnect()
        })
    }, RECONNECT_MS)
  }

  await listen()
  return {
    publish: async (email) => {
      await pool.query('SELECT pg_notify($1, $2)', [notificationChannel, email.toLowerCase()])
    },
    subscribe: (email, listener) => listeners.subscribe(email, listener),
    publishPublicChange: async () => {
      await pool.query('SELECT pg_notify($1, $2)', [changeChannel, instance])
    },
    onPublicChange: (listener) => {
      publicChanges.on('change', listener)
      return () => publicChanges.off('change', listener)
    },
    hearsOthers: () => client !== undefined,
    listenerPid: () => (client ? pid : undefined),
    close: async () => {
      closed = true
      clearTimeout(retry)
      client?.release()
      client = undefined
    },
  }
}
