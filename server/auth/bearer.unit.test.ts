import { expect, test } from 'vitest'
import { bearerToken } from './bearer'

test.each([
  ['Bearer abc.def', 'abc.def'],
  ['bearer abc', 'abc'],
  ['Bearer   abc', 'abc'],
])('%j carries the token %j', (header, token) => {
  expect(bearerToken(header)).toBe(token)
})

test.each([undefined, '', 'Bearer', 'Bearer ', 'Basic abc', 'Bearer a b', 'abc'])(
  '%j carries no token',
  (header) => {
    expect(bearerToken(header)).toBeUndefined()
  },
)
