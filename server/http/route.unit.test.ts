import { expect, test } from 'vitest'
import { impliedErrors } from './route'

const nothing = { rateLimited: false, params: false, querystring: false, body: false }

test.each([
  ['public', []],
  ['viewer', [403]],
  ['signedIn', [401, 403]],
  ['verified', [401, 403]],
  ['editor', [401, 403]],
  ['administrator', [401, 403]],
  ['owner', [401, 403]],
] as const)('a %s route with no schema and no limit may answer %j', (access, codes) => {
  expect(impliedErrors({ access, ...nothing })).toEqual(codes)
})

test('a schema that can refuse the request is a 400; a body a 413 and a 415 too', () => {
  expect(impliedErrors({ access: 'public', ...nothing, params: true })).toEqual([400])
  expect(impliedErrors({ access: 'public', ...nothing, querystring: true })).toEqual([400])
  expect(impliedErrors({ access: 'public', ...nothing, body: true })).toEqual([400, 413, 415])
})

test('a rate limit is a 429', () => {
  expect(impliedErrors({ access: 'signedIn', ...nothing, rateLimited: true, body: true })).toEqual([
    400, 401, 403, 413, 415, 429,
  ])
})
