// The answers made before any route or hook runs, in the one error shape and with the security
// headers of every other answer (docs/security.md):
// - Fastify's framework errors (a URL that is not valid UTF-8, a path segment over the
//   router's limit), through its `frameworkErrors` option;
// - node's client errors on the raw socket (headers over 16 KB, bytes that are not HTTP, a
//   request that never finishes), through `clientErrorHandler`, written by hand because no
//   request object exists yet;
// - a request that arrives while the server shuts down (Fastify's own 503 is turned off).
import http from 'node:http'
import type { Socket } from 'node:net'
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify'
import { type ErrorCode, HttpError, errorBody } from './errors'

function securityHeaders(fastify: FastifyInstance): Readonly<Record<string, string>> {
  return fastify.hasDecorator('securityHeaders') ? fastify.securityHeaders : {}
}

/** Fastify's framework errors as the API's own. */
function asHttpError(error: FastifyError): HttpError {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return new HttpError(400, 'bad_request', 'The URL is not valid')
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new HttpError(414, 'uri_too_long', 'A part of the URL is too long')
    default:
      return new HttpError(500, 'internal', 'Something went wrong on our side')
  }
}

/** `frameworkErrors`: the reply exists, but no hook ran, so the headers are set here. */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const answer = asHttpError(error)
  if (answer.statusCode >= 500) request.log.error({ err: error }, 'framework error')
  else request.log.info({ code: error.code }, 'framework error')
  void reply
    .code(answer.statusCode)
    .headers(securityHeaders(request.server))
    .type('application/json; charset=utf-8')
    .send(errorBody(answer.code, answer.message))
}

/** What node's HTTP parser reports, as a status and the API's error. */
function clientErrorAnswer(code: string): { status: number; code: ErrorCode; message: string } {
  switch (code) {
    // Both node's header and request time-outs report this one.
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        code: 'request_timeout',
        message: 'The request took too long to arrive',
      }
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        code: 'headers_too_large',
        message: 'The request headers are too large',
      }
    default:
      return { status: 400, code: 'bad_request', message: 'The request is not valid HTTP' }
  }
}

/** The raw HTTP/1.1 answer to a client error: status, shape, security headers, then close. */
export function clientErrorResponse(
  error: Pick<ConnectionError, 'code'>,
  headers: Readonly<Record<string, string>>,
): string {
  const answer = clientErrorAnswer(error.code)
  const body = JSON.stringify(errorBody(answer.code, answer.message))
  const lines = [
    `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ]
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}

/** `clientErrorHandler`, bound by Fastify to the instance. */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  this.log.debug({ err: error }, 'client error')
  // As node does: answer only if no answer has begun on this connection's current request.
  const inFlight = (socket as Socket & { _httpMessage?: http.ServerResponse })._httpMessage
  if (socket.writable && !inFlight?.headersSent) {
    socket.write(clientErrorResponse(error, securityHeaders(this)))
  }
  socket.destroy(error)
}

/**
 * While the server shuts down, a request that still arrives (pipelined, or on a busy
 * keep-alive connection) is shed with a 503 in the shape, telling the client to go elsewhere.
 */
export function shedWhileClosing(fastify: FastifyInstance): void {
  let closing = false
  fastify.addHook('preClose', async () => {
    closing = true
  })
  fastify.addHook('onRequest', async (_request, reply) => {
    if (!closing) return
    reply.header('Connection', 'close')
    throw new HttpError(503, 'unavailable', 'The service is shutting down, please try again')
  })
}
