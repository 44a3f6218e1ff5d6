// Every failed call, as the user is told about it: the server's own words when it answered with
// the contract's error body (`{ error: { code, message, fields } }`), otherwise a plain sentence
// for what happened (no answer, too slow, an answer this page cannot read). A user never sees a
// URL, a status line or a library's message.
import type { ErrorBody } from '../../contract/common'
import { isChunkLoadError } from './connection'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The contract's ErrorBodySchema, checked by hand: this module is on the first load, which does
 * not carry zod (docs/decisions/0018). api-error.test.ts holds it to the schema.
 */
export function readErrorBody(body: unknown): ErrorBody['error'] | null {
  if (!isRecord(body) || !isRecord(body.error)) return null
  const { code, message, fields } = body.error
  if (typeof code !== 'string' || typeof message !== 'string') return null
  if (fields === undefined) return { code, message }
  if (!isRecord(fields) || !Object.values(fields).every((value) => typeof value === 'string')) {
    return null
  }
  return { code, message, fields: fields as Record<string, string> }
}

/** Said when the server gave no usable message of its own. */
const FALLBACK = {
  network: "Can't reach Quill. Check your connection and try again.",
  timeout: 'Quill took too long to answer. Please try again.',
  invalidAnswer: 'Quill sent an answer this page could not read. Please reload the page.',
  server: 'Something went wrong on our side. Please try again shortly.',
  client: 'That request could not be completed.',
  unknown: 'Something went wrong. Please try again.',
} as const

/**
 * The reader's words for the server's English (docs/decisions/0077), when the page speaks another
 * language: src/lib/i18n/server-errors.ts, set by src/main.tsx once that language has come. The
 * client has one language at a time (a change reloads the page); the server draws errors in
 * English.
 */
let inReadersWords: ((code: string, message: string) => string) | null = null

export function sayErrorsWith(words: ((code: string, message: string) => string) | null): void {
  inReadersWords = words
}

const said = (code: string, message: string) => inReadersWords?.(code, message) ?? message

export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    message: string,
    /** The HTTP status, or 0 when no answer came. */
    readonly status: number,
    /** The server's error code (`not_found`, `validation_failed`, …) or the client's own. */
    readonly code: string,
    /** Per-field messages of a 400, keyed by the request's field path (`postBody.postTitle`). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
  }

  /** From an error answer's status and (possibly missing or foreign) body. */
  static fromBody(status: number, body: unknown): ApiError {
    const error = readErrorBody(body)
    if (error) {
      const fields = error.fields
        ? Object.fromEntries(
            Object.entries(error.fields).map(([field, text]) => [
              field,
              said('validation_failed', text),
            ]),
          )
        : undefined
      return new ApiError(said(error.code, error.message), status, error.code, fields)
    }
    const code = status >= 500 ? 'internal' : 'bad_request'
    return new ApiError(said(code, status >= 500 ? FALLBACK.server : FALLBACK.client), status, code)
  }

  /** No answer came: offline, refused, or cut off. */
  static network(): ApiError {
    return new ApiError(said('network', FALLBACK.network), 0, 'network')
  }

  /** Any failure of a call, as an ApiError. */
  static from(error: unknown): ApiError {
    if (error instanceof ApiError) return error
    if (error instanceof Error) {
      if (error.name === 'TimeoutError')
        return new ApiError(said('timeout', FALLBACK.timeout), 0, 'timeout')
      // fetch rejects with a TypeError when no answer arrives (offline, refused, CORS); a
      // screen's code or stylesheet that could not be fetched is the same failure.
      if (error.name === 'TypeError' || isChunkLoadError(error)) return ApiError.network()
      // zod/mini throws a $ZodError (the contract's schemas); zod's classic API a ZodError.
      if (error.name === '$ZodError' || error.name === 'ZodError')
        return new ApiError(said('invalid_answer', FALLBACK.invalidAnswer), 0, 'invalid_answer')
    }
    return new ApiError(said('unknown', FALLBACK.unknown), 0, 'unknown')
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status)
}

/**
 * A 400's field messages under the form's own field names: `prefix` is what the request wraps
 * them in (`PUT /updatePost` sends `{ postBody: { postTitle, … } }`). Only the fields the form
 * has are kept; the rest are said by the error's message.
 */
export function fieldErrors<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
  prefix = '',
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {}
  if (!(error instanceof ApiError)) return found
  for (const field of formFields) {
    const message = error.fields[prefix + field]
    if (message) found[field] = message
  }
  return found
}
