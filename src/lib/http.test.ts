import { HttpResponse, http as mswHttp } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { API } from '../../mocks/handlers/shared'
import { server } from '../../mocks/node'
import { ApiError } from './api-error'
import { sessionStore } from './auth/session'
import { NO_SESSION_AUTH, configureHttpAuth, http, readAccessToken, storeAccessToken } from './http'

const PROBE = `${API}/probe`
const ADA = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  displayName: 'Ada',
  photoURL: null,
  emailVerified: true,
}

function signIn(token = 'stale-token') {
  sessionStore.set({ status: 'signed-in', user: ADA })
  storeAccessToken(token)
}

/** A protected endpoint that accepts only `valid` and records what it was sent. */
function protectedProbe(valid: string) {
  const seen: Array<{ authorization: string | null; email: string | null; body: string }> = []
  server.use(
    mswHttp.post(PROBE, async ({ request }) => {
      const authorization = request.headers.get('Authorization')
      seen.push({ authorization, email: request.headers.get('email'), body: await request.text() })
      return authorization === `Bearer ${valid}`
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({ error: { code: 'unauthorized', message: 'no' } }, { status: 401 })
    }),
  )
  return seen
}

afterEach(() => {
  configureHttpAuth(null)
  sessionStore.set({ status: 'loading' })
})

test('a signed-in call carries the bearer token and the email header', async () => {
  signIn('good-token')
  const seen = protectedProbe('good-token')

  await http.post('probe', { json: { a: 1 } }).json()

  expect(seen).toEqual([
    { authorization: 'Bearer good-token', email: 'ada@example.com', body: '{"a":1}' },
  ])
})

test('a signed-out call carries neither, and a 401 is simply the answer', async () => {
  sessionStore.set({ status: 'signed-out' })
  storeAccessToken('left-over')
  const refreshAccessToken = vi.fn()
  configureHttpAuth({ refreshAccessToken, onSessionExpired: vi.fn() })
  const seen = protectedProbe('good-token')

  await expect(http.post('probe').json()).rejects.toMatchObject({ status: 401 })
  expect(seen[0]).toMatchObject({ authorization: null, email: null })
  expect(refreshAccessToken).not.toHaveBeenCalled()
})

test('on 401 the token is refreshed once and the same request sent again', async () => {
  signIn('stale-token')
  const seen = protectedProbe('fresh-token')
  const refreshAccessToken = vi.fn(async () => storeAccessToken('fresh-token'))
  const onSessionExpired = vi.fn()
  configureHttpAuth({ refreshAccessToken, onSessionExpired })

  await expect(http.post('probe', { json: { a: 1 } }).json()).resolves.toEqual({ ok: true })

  expect(refreshAccessToken).toHaveBeenCalledTimes(1)
  expect(onSessionExpired).not.toHaveBeenCalled()
  expect(seen.map((s) => s.authorization)).toEqual(['Bearer stale-token', 'Bearer fresh-token'])
  expect(seen[1]?.body).toBe('{"a":1}')
})

test('a 403 is treated the same way', async () => {
  signIn('stale-token')
  server.use(
    mswHttp.get(PROBE, ({ request }) =>
      request.headers.get('Authorization') === 'Bearer fresh-token'
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({ error: { code: 'forbidden', message: 'no' } }, { status: 403 }),
    ),
  )
  configureHttpAuth({
    refreshAccessToken: async () => storeAccessToken('fresh-token'),
    onSessionExpired: vi.fn(),
  })

  await expect(http.get('probe').json()).resolves.toEqual({ ok: true })
})

test('calls failing together share one refresh', async () => {
  signIn('stale-token')
  protectedProbe('fresh-token')
  const refreshAccessToken = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
    storeAccessToken('fresh-token')
  })
  configureHttpAuth({ refreshAccessToken, onSessionExpired: vi.fn() })

  await Promise.all([
    http.post('probe').json(),
    http.post('probe').json(),
    http.post('probe').json(),
  ])

  expect(refreshAccessToken).toHaveBeenCalledTimes(1)
})

test('when the refresh fails the session ends and the call fails', async () => {
  signIn('stale-token')
  protectedProbe('fresh-token')
  const onSessionExpired = vi.fn(async () => undefined)
  configureHttpAuth({
    refreshAccessToken: () => Promise.reject(new Error('gone')),
    onSessionExpired,
  })

  await expect(http.post('probe').json()).rejects.toMatchObject({ status: 401 })
  expect(onSessionExpired).toHaveBeenCalledTimes(1)
})

test('when the fresh token is refused too the session ends, and there is no second refresh', async () => {
  signIn('stale-token')
  const seen = protectedProbe('never-valid')
  const refreshAccessToken = vi.fn(async () => storeAccessToken('fresh-token'))
  const onSessionExpired = vi.fn(async () => undefined)
  configureHttpAuth({ refreshAccessToken, onSessionExpired })

  await expect(http.post('probe').json()).rejects.toMatchObject({ status: 401 })
  expect(refreshAccessToken).toHaveBeenCalledTimes(1)
  expect(onSessionExpired).toHaveBeenCalledTimes(1)
  expect(seen).toHaveLength(2)
})

test('a call with its own credentials (getToken) is left alone', async () => {
  signIn('stale-token')
  const seen = protectedProbe('firebase-id-token')
  const refreshAccessToken = vi.fn()
  configureHttpAuth({ refreshAccessToken, onSessionExpired: vi.fn() })

  await expect(
    http.post('probe', { headers: { Authorization: 'Bearer other' }, ...NO_SESSION_AUTH }).json(),
  ).rejects.toMatchObject({ status: 401 })
  expect(seen[0]).toMatchObject({ authorization: 'Bearer other', email: null })
  expect(refreshAccessToken).not.toHaveBeenCalled()
})

test('the token lives in localStorage.accessToken', () => {
  storeAccessToken('abc')
  expect(window.localStorage.getItem('accessToken')).toBe('abc')
  expect(readAccessToken()).toBe('abc')
  storeAccessToken(null)
  expect(window.localStorage.getItem('accessToken')).toBeNull()
})

test('an error answer is an ApiError in the server’s words, field messages included', async () => {
  server.use(
    mswHttp.post(PROBE, () =>
      HttpResponse.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Title is required',
            fields: { postTitle: 'Title is required' },
          },
        },
        { status: 400 },
      ),
    ),
  )
  const failure = await http
    .post('probe')
    .json()
    .catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(ApiError)
  expect(failure).toMatchObject({
    status: 400,
    code: 'validation_failed',
    message: 'Title is required',
    fields: { postTitle: 'Title is required' },
  })
})

test('an error answer without the error shape reads as a plain sentence, never a status line', async () => {
  server.use(mswHttp.get(PROBE, () => new HttpResponse('<h1>Bad Gateway</h1>', { status: 502 })))
  const failure = await http
    .get('probe', { retry: 0 })
    .json()
    .catch((error: unknown) => error)
  expect(failure).toMatchObject({
    status: 502,
    message: 'Something went wrong on our side. Please try again shortly.',
  })
})

test('a read the server refused is not asked again; one it failed is', async () => {
  const statuses = [404, 503, 503, 200]
  let calls = 0
  server.use(
    mswHttp.get(PROBE, () => {
      const status = statuses[calls++] ?? 200
      return status === 200
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({ error: { code: 'x', message: 'no' } }, { status })
    }),
  )
  await expect(http.get('probe').json()).rejects.toMatchObject({ status: 404 })
  expect(calls).toBe(1)
  await expect(http.get('probe').json()).resolves.toEqual({ ok: true })
  expect(calls).toBe(4)
})

test('no answer at all: the user is told the server cannot be reached', async () => {
  server.use(mswHttp.get(PROBE, () => HttpResponse.error()))
  const failure = await http
    .get('probe', { retry: 0 })
    .json()
    .catch((error: unknown) => error)
  expect(ApiError.from(failure)).toMatchObject({
    status: 0,
    code: 'network',
    message: "Can't reach Quill. Check your connection and try again.",
  })
})

test('ky arrives with the first request: its body shortcuts ask as ky does, and a failure read only as JSON is handled', async () => {
  const accepts: (string | null)[] = []
  server.use(
    mswHttp.get(PROBE, ({ request }) => {
      accepts.push(request.headers.get('accept'))
      return HttpResponse.json({ ok: true })
    }),
    mswHttp.get(`${API}/gone`, () =>
      HttpResponse.json({ error: { code: 'not_found', message: 'Not here' } }, { status: 404 }),
    ),
  )
  expect(await http.get('probe').json()).toEqual({ ok: true })
  expect((await http.get('probe')).status).toBe(200)
  expect(await http.get('probe').text()).toBe('{"ok":true}')
  await expect(http.get('gone').json()).rejects.toThrow('Not here')
  // A rejection nobody handled would surface here, and Vitest fails the run for it.
  await new Promise((resolve) => setTimeout(resolve, 0))
  // JSON asked for where the body is read as JSON; the browser's default elsewhere.
  expect(accepts[0]).toBe('application/json')
  expect(accepts[1]).not.toBe('application/json')
})
