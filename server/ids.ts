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
