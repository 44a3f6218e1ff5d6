// What the access log records of a request. The one call that carries a token in its URL
// (GET /api/notification-events?token=…, for EventSource) must not leave it in the logs.
import type { FastifyRequest } from 'fastify'

const SECRET_PARAMS = ['token']

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

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}
