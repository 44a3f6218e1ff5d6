// What the access log records of a request. The one call that carries a token in its URL
// (GET /api/notification-events?token=…, for EventSource) must not leave it in the logs.
import type { FastifyRequest } from 'fastify'

const SECRET_PARAMS = ['token']

/**
 * The most of a URL the log keeps: enough for any URL the app makes, while a client's 15 kB of
 * made-up query costs a line, not 15 kB of it twice per request.
 */
export const LOGGED_URL_MAX = 1024

/** The URL as logged: redacted, and cut past LOGGED_URL_MAX with how much was cut. */
export function loggedUrl(url: string): string {
  const redacted = redactedUrl(url)
  if (redacted.length <= LOGGED_URL_MAX) return redacted
  return `${redacted.slice(0, LOGGED_URL_MAX)}...(${redacted.length - LOGGED_URL_MAX} more)`
}

/** The URL with every secret query parameter's value replaced. */
export function redactedUrl(url: string): string {
  const query = url.indexOf('?')
  if (query === -1) return url
  const params = new URLSearchParams(url.slice(query + 1))
  let redacted = false
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) {
      params.set(name, '[redacted]')
      redacted = true
    }
  }
  return redacted ? `${url.slice(0, query)}?${params.toString()}` : url
}

/** Fastify's default request serializer, with the URL redacted and bounded. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}
