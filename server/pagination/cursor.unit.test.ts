import { expect, test } from 'vitest'
import { HttpError } from '../errors'
import { decodeCursor, encodeCursor } from './cursor'

const cursor = { createdAt: '2024-05-06T07:08:09.123Z', id: 'Ab_9-zZ0aB1cD2eF' }

test('a cursor is opaque, URL-safe text that decodes to what was encoded', () => {
  const encoded = encodeCursor(cursor)
  expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/)
  expect(encoded).not.toContain(cursor.id)
  expect(decodeCursor(encoded)).toEqual(cursor)
})

test.each([
  ['not base64url', 'abc+/='],
  ['empty after decoding', ''],
  ['no separator', Buffer.from('2024-05-06T07:08:09.123Z').toString('base64url')],
  ['a date that is not ISO', Buffer.from('yesterday|abc').toString('base64url')],
  ['an id with forbidden characters', Buffer.from(`${cursor.createdAt}|a b`).toString('base64url')],
  ['extra parts', Buffer.from(`${cursor.createdAt}|abc|def`).toString('base64url')],
])('a cursor with %s is a 400 naming the cursor field', (_case, value) => {
  let thrown: unknown
  try {
    decodeCursor(value)
  } catch (error) {
    thrown = error
  }
  expect(thrown).toBeInstanceOf(HttpError)
  expect(thrown).toMatchObject({
    statusCode: 400,
    code: 'validation_failed',
    fields: { cursor: 'Not a valid cursor' },
  })
})
