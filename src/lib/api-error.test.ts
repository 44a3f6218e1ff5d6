import { expect, test } from 'vitest'
import { ErrorBodySchema } from '../../contract/common'
import { testHandCheckAgrees } from '../../tests/setup/hand-check'
import { ApiError, readErrorBody } from './api-error'

const cases: unknown[] = [
  { error: { code: 'not_found', message: 'No such post' } },
  { error: { code: 'validation_failed', message: 'Bad', fields: { postTitle: 'Required' } } },
  { error: { code: 'validation_failed', message: 'Bad', fields: {} } },
  { error: { code: 'x', message: 'Bad', fields: { postTitle: 3 } } },
  { error: { code: 'x', message: 'Bad', fields: ['a'] } },
  { error: { code: 'x', message: 'Bad', fields: null } },
  { error: { code: 'x' } },
  { error: { code: 1, message: 'Bad' } },
  { error: 'Bad' },
  { message: 'Bad' },
  null,
  'Bad Gateway',
]

testHandCheckAgrees('ErrorBodySchema', cases, ErrorBodySchema, readErrorBody, (body) => body.error)

test('an answer with the error shape keeps the server’s words; one without reads as a sentence', () => {
  const answered = ApiError.fromBody(400, {
    error: { code: 'validation_failed', message: 'Title is required', fields: { postTitle: 'x' } },
  })
  expect(answered).toMatchObject({
    message: 'Title is required',
    status: 400,
    code: 'validation_failed',
    fields: { postTitle: 'x' },
  })
  expect(ApiError.fromBody(502, '<html>')).toMatchObject({ code: 'internal', status: 502 })
})

test('an answer the contract refuses is an invalid answer, whichever zod API threw', () => {
  const thrown = (() => {
    try {
      ErrorBodySchema.parse({})
    } catch (error) {
      return error
    }
  })()
  expect(ApiError.from(thrown)).toMatchObject({ code: 'invalid_answer' })
})

test('a screen whose code or stylesheet could not be fetched reads as no connection', () => {
  const failures = [
    new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/login.js'),
    new Error('Unable to preload CSS for /assets/login.css'),
  ]
  for (const failure of failures) expect(ApiError.from(failure)).toMatchObject({ code: 'network' })
})
