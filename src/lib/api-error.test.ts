import { expect, test } from 'vitest'
import { ErrorBodySchema } from '../../contract/common'
import { ApiError, readErrorBody } from './api-error'

// Error answers are read by hand on the first load (no zod there: docs/decisions/0018); the
// check must accept and refuse exactly what the contract's schema does.
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

test.each(cases.map((value) => [JSON.stringify(value), value]))(
  'the hand check agrees with ErrorBodySchema on %s',
  (_name, value) => {
    const parsed = ErrorBodySchema.safeParse(value)
    expect(readErrorBody(value)).toEqual(parsed.success ? parsed.data.error : null)
  },
)

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
