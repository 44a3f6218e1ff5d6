// The server's log: what the access log records of a request (the one call that carries a token
// in its URL, GET /api/notification-events?token=… for EventSource, must not leave it in the
// logs), and at which level a client going away is logged.
import { hostname } from 'node:os'
import {
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify'
import type { DestinationStream } from 'pino'

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

/**
 * What a client's going away looks like as an error: it closed the connection before the answer
 * was all sent (a reader navigating away mid-download). Nothing anyone must act on.
 */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED'])

function clientGone(value: unknown): boolean {
  const error =
    value instanceof Error ? value : (value as { err?: unknown } | null | undefined)?.err
  if (!(error instanceof Error)) return false
  // `pump` (end-of-stream), which @fastify/compress uses, says it in its message only.
  return (
    CLIENT_GONE.has(String((error as { code?: unknown }).code)) ||
    error.message === 'premature close'
  )
}

/** pino's level numbers. */
const ERROR_LEVEL = 50
const WARN_LEVEL = 40

/**
 * A pino `logMethod` hook: an error or warning that only says the client went away is logged at
 * info (issue 21: `@fastify/compress` logged 62 `premature close` errors in a few minutes of
 * browsing). Error level is for what someone must act on.
 */
export function clientAbortsAtInfo(
  this: { info: (...args: unknown[]) => void },
  args: unknown[],
  method: (...args: unknown[]) => void,
  level: number,
): void {
  if ((level === ERROR_LEVEL || level === WARN_LEVEL) && clientGone(args[0])) {
    const error = args[0] instanceof Error ? args[0] : (args[0] as { err: Error }).err
    this.info({ err: error }, 'the client closed the connection before the answer was sent')
    return
  }
  method.apply(this, args)
}

/** The server's logger: its level, what a request logs, the hooks above, where lines go. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    // No `redact`: `req` is always logged through serializeRequest, which keeps no header, so no
    // Authorization or Cookie can reach a line (logging.unit.test.ts); pino's redaction cost
    // 4 µs of every request's line for paths that could never match (issue 23, ADR 0038).
    serializers: { req: serializeRequest },
    hooks: { logMethod: clientAbortsAtInfo },
    ...(stream ? { stream } : {}),
  }
}

/** Where the access log writes its lines itself (the server's log destination). */
export interface LineSink {
  write(line: string): unknown
}

/**
 * The access log: one line per request, written when its answer is sent, with the request (as
 * serializeRequest keeps it), the status and the time taken. Fastify's own writes two (`incoming
 * request`, then `request completed`); this controller (Fastify's own extension point) skips the
 * first. A request still running has no line yet; the connection time-outs (docs/security.md)
 * bound how long that lasts. Every other line Fastify writes (errors, streams cut) is its own.
 *
 * With `sink` (the server's own destination) the line is made here, in pino's shape, and written
 * to the same stream as every other line: made by pino it cost the feed's kept answer a fifth of
 * its throughput, made here a tenth of that (issue 23, ADR 0038). Without one (a logger given by
 * a test), pino writes it.
 */
export class AccessLog extends LogController {
  private readonly head = `{"level":30,"time":`
  private readonly base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":`

  constructor(
    private readonly sink: LineSink | undefined,
    /** Whether the log takes info lines (LOG_LEVEL): below it there is no access log. */
    private readonly info: boolean,
  ) {
    super()
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply)
    if (!this.info) return
    if (!this.sink) {
      request.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      )
      return
    }
    this.sink.write(
      `${this.head}${Date.now()}${this.base}${JSON.stringify(request.id)},"req":${JSON.stringify(
        serializeRequest(request),
      )},"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`,
    )
  }
}
