// The API's errors. Route code throws an HttpError; the central error handler turns every
// error into `{ error: { code, message, fields? } }` with an honest status.
import type { ErrorBody } from '../contract/common'

export type ErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  /** 403: the person this would reach blocks the caller (issue 26) — not a session problem. */
  | 'blocked'
  /** 403: the caller's account is suspended by a moderator (issue 26) — their session stands. */
  | 'suspended'
  /** 403: the post's author closed its comments (issue 26). */
  | 'comments_closed'
  /** 403: only moderators (editors and above) may — the session is fine. */
  | 'moderators_only'
  /** 403: only the site's administrators (and its owner) may (ADR 0074). */
  | 'administrators_only'
  /** 403: only the site's owner may (ADR 0074). */
  | 'owner_only'
  /** 403: the site lets only its staff publish, and the caller is not staff (ADR 0074). */
  | 'staff_only'
  /** 403: only a post's author may read its statistics (issue 28) — the session is fine. */
  | 'not_author'
  /** 403: a review is for a contributor's drafts; the caller publishes their own (ADR 0074). */
  | 'not_contributor'
  /** 403: an ActivityPub delivery from an instance in BLOCKED_INSTANCES (issue 29). */
  | 'blocked_instance'
  | 'not_found'
  /** 405: the path is served, but not with this method; `Allow` says which (ADR 0057). */
  | 'method_not_allowed'
  /** 409: only a person with a handle is an actor, who may follow people on other servers. */
  | 'handle_required'
  /** 502: another server (following out, issue 29) could not be reached or answered nonsense. */
  | 'remote_unreachable'
  /** 406: an ActivityPub collection asked for as something else than JSON (issue 29). */
  | 'not_acceptable'
  | 'conflict'
  /** 403: an invitation for another address than the caller's — their session stands. */
  | 'other_account'
  /** 410: what a link named was once good and no longer is (an invitation used or expired). */
  | 'gone'
  | 'request_timeout'
  | 'payload_too_large'
  | 'uri_too_long'
  | 'unsupported_media_type'
  | 'misdirected_request'
  | 'rate_limited'
  | 'headers_too_large'
  | 'unavailable'
  | 'internal'

/** The one error shape. */
export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } }
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, fields ? 'validation_failed' : 'bad_request', message, fields)
export const unauthorized = (message = 'Sign in to do this') =>
  new HttpError(401, 'unauthorized', message)
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, 'forbidden', message)
export const blockedBy = (message: string) => new HttpError(403, 'blocked', message)
export const suspended = (message: string) => new HttpError(403, 'suspended', message)
export const rateLimited = (message: string) => new HttpError(429, 'rate_limited', message)
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message)
export const conflict = (message: string) => new HttpError(409, 'conflict', message)
export const payloadTooLarge = (message: string) => new HttpError(413, 'payload_too_large', message)
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, 'unsupported_media_type', message)
