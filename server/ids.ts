import { randomBytes } from 'node:crypto'
import { IdSchema } from '../contract/common'

/** A new server-made id: 16 URL-safe characters (96 random bits), fit for a path segment. */
export function newId(): string {
  return randomBytes(12).toString('base64url')
}

/** Whether a path segment could be an id at all; one that cannot is simply not found. */
export function isId(value: string): boolean {
  return IdSchema.safeParse(value).success
}

/** The longest account id (an identity provider's uid) a path or query may name. */
export const AUTHOR_ID_MAX = 128

/**
 * Whether a path segment could be an account's uid at all: not empty, not too long, and no
 * control character (PostgreSQL refuses a NUL in text outright: the fuzz found `/authors/%00`).
 * One that cannot is simply not found.
 */
export function isAuthorId(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return value.length > 0 && value.length <= AUTHOR_ID_MAX && !/[\u0000-\u001f\u007f]/.test(value)
}
