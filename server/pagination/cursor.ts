// The opaque keyset cursor of every list: the last item's (created_at, id), base64url-encoded,
// so clients pass it back untouched and the server can change what it holds.
import { IdSchema, IsoDateSchema } from '../../contract/common'
import { badRequest } from '../errors'

export interface Cursor {
  createdAt: string
  id: string
}

export function encodeCursor({ createdAt, id }: Cursor): string {
  return Buffer.from(`${createdAt}|${id}`, 'utf8').toString('base64url')
}

/** The cursor a client sent back; anything else is a 400 naming the `cursor` field. */
export function decodeCursor(cursor: string): Cursor {
  const invalid = () => badRequest('Not a valid cursor', { cursor: 'Not a valid cursor' })
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid()
  const [createdAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url')
    .toString('utf8')
    .split('|')
  if (
    rest.length > 0 ||
    !IsoDateSchema.safeParse(createdAt).success ||
    !IdSchema.safeParse(id).success
  ) {
    throw invalid()
  }
  return { createdAt, id }
}
