// GET /notification-events: a Server-Sent Events stream that says "your notifications changed"
// so the client refreshes its badge. The token comes in the query (an EventSource cannot send
// headers); the access log leaves it out (see redactedUrl in logging.ts).
import type { ServerResponse } from 'node:http'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { decodeJwt } from 'jose'
import { z } from 'zod'
import {
  NOTIFICATION_EVENT,
  type NotificationEvent,
  NotificationEventsQuerySchema,
} from '../../contract/notifications'
import { HttpError } from '../errors'
import { requireEmailHeaderOf } from '../auth/auth-plugin'
import { route } from '../http/route'

/** A comment line now and then keeps proxies from closing an idle stream. */
export const PING_INTERVAL_MS = 25_000
/** How long the browser waits before reconnecting a dropped stream. */
export const RETRY_MS = 5_000

/**
 * Streams one account may hold open on one instance (a few tabs). The next is refused with a
 * 429 rather than closing the oldest: two tabs over the cap would otherwise take turns closing
 * each other, each reconnect closing another (docs/decisions/0017).
 */
export const MAX_STREAMS_PER_USER = 5

/** How many streams each key (an account, an address) holds open here. */
class StreamCounts {
  private readonly held = new Map<string, number>()
  full(key: string, most: number): boolean {
    return (this.held.get(key) ?? 0) >= most
  }
  take(key: string): void {
    this.held.set(key, (this.held.get(key) ?? 0) + 1)
  }
  give(key: string): void {
    const left = (this.held.get(key) ?? 1) - 1
    if (left > 0) this.held.set(key, left)
    else this.held.delete(key)
  }
}

const changed: NotificationEvent = { type: 'changed' }
const CHANGED_MESSAGE = `event: ${NOTIFICATION_EVENT}\ndata: ${JSON.stringify(changed)}\n\n`

const notificationEvents: FastifyPluginAsyncZod = async (app) => {
  // Each open stream's ending, so closing the app ends them and shutdown never waits on one.
  const open = new Set<() => void>()
  const streamsOf = new StreamCounts()
  // Each address a share too (issue 21, item 9): without it, one address with many accounts
  // (or one account's many tokens) held a stream per connection slot it could open.
  const streamsFrom = new StreamCounts()
  const perAddress = app.config.connections.maxStreamsPerAddress
  app.addHook('preClose', async () => {
    for (const end of [...open]) end()
  })

  route(app, {
    method: 'GET',
    url: '/notification-events',
    // The token comes in the query, checked by the handler: an EventSource sends no headers.
    access: 'public',
    tag: 'notifications',
    summary: 'Server-Sent Events: `notifications` whenever your notifications change',
    description:
      'Authenticated by `?token=<server token>`. Sends `retry:`, then `event: notifications` ' +
      'with `data: {"type":"changed"}` on each change, and a `: ping` comment every 25 s.',
    querystring: NotificationEventsQuerySchema,
    response: {
      200: {
        description: 'The stream, open until the client leaves or the server stops',
        content: { 'text/event-stream': { schema: z.string() } },
      },
    },
    // The stream's own: its token, and how many streams one account or address holds open.
    errors: [401, 403, 429],
    handler: async (request, reply) => {
      const { token } = request.query
      const user = await app.verifyAccessToken(token)
      requireEmailHeaderOf(request, user)
      if (streamsOf.full(user.uid, MAX_STREAMS_PER_USER)) {
        throw new HttpError(
          429,
          'rate_limited',
          `At most ${MAX_STREAMS_PER_USER} live notification streams at once; close a tab`,
        )
      }
      // request.ip is the client's own address behind TRUST_PROXY (X-Forwarded-For).
      const address = request.ip
      if (streamsFrom.full(address, perAddress)) {
        throw new HttpError(
          429,
          'rate_limited',
          `At most ${perAddress} live notification streams from one address; try again later`,
        )
      }
      // Verified above, so it carries an expiry: the stream ends with its token, and the client
      // reconnects with a fresh one (src/features/notifications/use-notification-events.ts).
      const expiresAt = (decodeJwt(token ?? '').exp ?? 0) * 1000
      streamsOf.take(user.uid)
      streamsFrom.take(address)
      const res: ServerResponse = reply.hijack().raw
      const headers = Object.fromEntries(
        Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined),
      )
      res.writeHead(200, {
        ...headers,
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        // The connection ends with the stream: a server shutting down must not wait for a
        // client to drop an idle keep-alive socket.
        Connection: 'close',
        // nginx and friends would otherwise buffer the stream.
        'X-Accel-Buffering': 'no',
      })
      res.write(`retry: ${RETRY_MS}\n\n`)

      const unsubscribe = app.notificationBus.subscribe(user.email, () =>
        res.write(CHANGED_MESSAGE),
      )
      const ping = setInterval(() => res.write(': ping\n\n'), PING_INTERVAL_MS)
      const end = () => {
        if (!open.delete(end)) return
        clearInterval(ping)
        clearTimeout(expiry)
        unsubscribe()
        streamsOf.give(user.uid)
        streamsFrom.give(address)
        res.end()
      }
      const expiry = setTimeout(end, Math.max(0, expiresAt - Date.now()))
      open.add(end)
      res.on('close', end)
    },
  })
}

export default notificationEvents
