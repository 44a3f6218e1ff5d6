// A live notification stream opened over a real socket, as an EventSource would (inject
// cannot stream): for the API tests of GET /api/notification-events.
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http'

const CHANGED = 'event: notifications\ndata: {"type":"changed"}\n\n'

export interface EventStream {
  status: number
  headers: IncomingHttpHeaders
  /** Everything received so far. */
  text(): string
  /** How many `notifications` events arrived so far. */
  changes(): number
  /** Resolves once `predicate` holds for what arrived; rejects after `timeoutMs`. */
  until(predicate: (stream: EventStream) => boolean, timeoutMs?: number): Promise<void>
  /** Resolves when the server ends the stream. */
  ended: Promise<void>
  close(): void
}

/** Opens the stream like an EventSource would, on a connection of its own. */
export async function openEvents(
  baseUrl: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    http
      .get(`${baseUrl}/api/notification-events?token=${token}`, { agent: false, headers }, resolve)
      .on('error', reject)
  })
  response.setEncoding('utf8')
  let received = ''
  const wakers = new Set<() => void>()
  response.on('data', (chunk: string) => {
    received += chunk
    for (const wake of wakers) wake()
  })
  const ended = new Promise<void>((resolve) => response.on('close', resolve))
  const stream: EventStream = {
    status: response.statusCode ?? 0,
    headers: response.headers,
    text: () => received,
    changes: () => received.split(CHANGED).length - 1,
    ended,
    close: () => response.destroy(),
    until: (predicate, timeoutMs = 5000) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!predicate(stream)) return
          wakers.delete(check)
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          wakers.delete(check)
          reject(new Error(`timed out; received so far: ${JSON.stringify(received)}`))
        }, timeoutMs)
        wakers.add(check)
        check()
      }),
  }
  return stream
}
