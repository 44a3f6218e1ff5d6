// The one HTTP client of the app: base URL, time-outs, retries of idempotent calls, the bearer
// token and `email` header of a signed-in user, the 401/403 path, and every error answer turned
// into an ApiError carrying the server's own message. How to refresh the server
// token and how to end a session belong to the auth feature, which hands them in at start-up
// (configureHttpAuth), so this shared module never imports a feature.
import type ky from 'ky'
import type {
  HTTPError,
  Input,
  KyInstance,
  KyRequest,
  KyResponse,
  Options,
  ResponsePromise,
} from 'ky'
import { nextCursorFromLink } from '../../contract/wire'
import { ApiError } from './api-error'
import { sessionStore } from './auth/session'

export const ACCESS_TOKEN_KEY = 'accessToken'

export function readAccessToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY)
  } catch {
    return null
  }
}

export function storeAccessToken(token: string | null): void {
  try {
    if (token === null) window.localStorage.removeItem(ACCESS_TOKEN_KEY)
    else window.localStorage.setItem(ACCESS_TOKEN_KEY, token)
  } catch {
    // Storage blocked: the token lives until the next 401 refreshes it again.
  }
}

export interface HttpAuthHandlers {
  /** Gets and stores a fresh server token; rejects when that is impossible. */
  refreshAccessToken(): Promise<void>
  /** Ends the session: signs out, drops the token, goes to /login remembering the page. */
  onSessionExpired(): Promise<void>
}

let handlers: HttpAuthHandlers | null = null
let refreshing: Promise<boolean> | null = null

export function configureHttpAuth(next: HttpAuthHandlers | null): void {
  handlers = next
  refreshing = null
}

/** Calls that carry their own credentials (POST /getToken) say so with this context. */
export const NO_SESSION_AUTH = { context: { sessionAuth: false } } as const

function usesSessionAuth(context: Record<string, unknown>): boolean {
  return context.sessionAuth !== false && sessionStore.get().status === 'signed-in'
}

function withSessionHeaders(request: KyRequest): void {
  const session = sessionStore.get()
  if (session.status !== 'signed-in') return
  const token = readAccessToken()
  if (token) request.headers.set('Authorization', `Bearer ${token}`)
  if (session.user.email) request.headers.set('email', session.user.email)
}

/** Concurrent 401s share one refresh; resolves whether it worked. */
function refreshOnce(refresh: () => Promise<void>): Promise<boolean> {
  refreshing ??= refresh()
    .then(() => true)
    .catch(() => false)
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

const TIMEOUT_MS = 15_000
/** Answers worth asking again for (idempotent calls only): the server or a proxy was busy. */
const RETRY_STATUSES = new Set([408, 500, 502, 503, 504])

/** Throws the error answer as an ApiError, with the server's message and field messages. */
async function throwApiError({ response }: HTTPError): Promise<never> {
  const body: unknown = await response.json().catch(() => undefined)
  throw ApiError.fromBody(response.status, body)
}

async function isBlockedAnswer(response: KyResponse): Promise<boolean> {
  if (response.status !== 403) return false
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined)
  const { code } = ApiError.fromBody(403, body)
  // Only a plain 'forbidden', or an answer not the server's, may be a lost session: the others
  // (issue 26's blocked, suspended, comments_closed, moderators_only) are refusals to show.
  return code !== 'forbidden' && code !== 'bad_request'
}

async function recover(request: KyRequest, response: KyResponse): Promise<KyResponse> {
  if (!handlers) return response
  const { refreshAccessToken, onSessionExpired } = handlers
  if (!(await refreshOnce(refreshAccessToken))) {
    await onSessionExpired()
    return response
  }
  // The hook's request is ky's unsent clone, so its body can still be read once more.
  const retry = new Request(request)
  withSessionHeaders(retry)
  const ky = await loadKy()
  const retried = await ky(retry, { retry: 0, throwHttpErrors: false, timeout: TIMEOUT_MS })
  if (retried.status === 401 || retried.status === 403) await onSessionExpired()
  return retried
}

/**
 * Where the server render (src/entry-server.tsx) sends the loaders' requests: its own API, in
 * process. The browser (and every test) uses the global fetch, read at call time.
 */
let serverTransport: typeof fetch | null = null

export function setServerTransport(transport: typeof fetch): void {
  serverTransport = transport
}

/** A server render has no page; its requests name a stand-in origin the transport ignores. */
const SERVER_RENDER_ORIGIN = 'http://server-render.invalid'

const createClient = (ky: Ky): KyInstance =>
  ky.create({
    // Absolute, so the same code runs where fetch has no page to resolve against (tests).
    prefixUrl: new URL(
      '/api/',
      typeof window === 'undefined' ? SERVER_RENDER_ORIGIN : window.location.origin,
    ).href,
    fetch: (input, init) => (serverTransport ?? globalThis.fetch)(input, init),
    timeout: TIMEOUT_MS,
    retry: {
      limit: 2,
      methods: ['get', 'head', 'options', 'put', 'delete'],
      // Without an opinion here, ky would retry any error that is not its own HTTPError.
      shouldRetry: ({ error }) =>
        error instanceof ApiError ? RETRY_STATUSES.has(error.status) : undefined,
    },
    hooks: {
      beforeError: [throwApiError],
      beforeRequest: [
        (request, options) => {
          if (usesSessionAuth(options.context)) withSessionHeaders(request)
        },
      ],
      afterResponse: [
        async (request, options, response) => {
          if (response.status !== 401 && response.status !== 403) return response
          if (!usesSessionAuth(options.context)) return response
          // Someone this would reach blocks the caller, or the like (issue 26): the session is fine.
          if (await isBlockedAnswer(response)) return response
          return recover(request, response)
        },
      ],
    },
  })

type Ky = typeof ky

let kyModule: Promise<Ky> | undefined
/**
 * ky itself, fetched beside the app rather than in its first load (docs/decisions/0072): a page
 * the server drew needs no request until the reader does something, and one the client draws
 * asks for it with its first request. The app starts it once the page is its own.
 */
export function loadKy(): Promise<Ky> {
  if (!kyModule) {
    kyModule = import('ky').then((module) => module.default)
    // Lost on the way (offline): the next request tries again.
    kyModule.catch(() => {
      kyModule = undefined
    })
  }
  return kyModule
}

let client: Promise<KyInstance> | undefined
const loadClient = (): Promise<KyInstance> => {
  if (!client) {
    client = loadKy().then(createClient)
    client.catch(() => {
      client = undefined
    })
  }
  return client
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head'

/**
 * One of ky's methods, callable before ky has arrived: it answers ky's ResponsePromise at once and
 * sends the request when ky is in. As ky does, `.json()` asks for JSON (`Accept`) when it is
 * called in the same turn as the request; the other bodies are read from the answer as it is.
 */
function method(name: Method) {
  return <T = unknown>(url: Input, options?: Options): ResponsePromise<T> => {
    let accept: string | undefined
    // Boxed: awaiting the client must not also await ky's answer, which is a thenable.
    const sent = loadClient().then((ky) => {
      if (accept === undefined) return { answer: ky[name]<T>(url, options) }
      const headers = new Headers(options?.headers as HeadersInit | undefined)
      if (!headers.has('accept')) headers.set('accept', accept)
      return { answer: ky[name]<T>(url, { ...options, headers }) }
    })
    const response = sent.then(({ answer }) => answer) as Promise<KyResponse<T>>
    // Whoever reads the body handles its failure; the bare promise must not count as unhandled.
    response.catch(() => {})
    return Object.assign(response, {
      json: <J = T>() => {
        accept ??= 'application/json'
        return sent.then(({ answer }) => answer.json<J>())
      },
      text: () => response.then((answer) => answer.text()),
      arrayBuffer: () => response.then((answer) => answer.arrayBuffer()),
      blob: () => response.then((answer) => answer.blob()),
      formData: () => response.then((answer) => answer.formData()),
      bytes: () => response.then((answer) => answer.bytes()),
    })
  }
}

export const http = {
  get: method('get'),
  post: method('post'),
  put: method('put'),
  patch: method('patch'),
  delete: method('delete'),
  head: method('head'),
}

/** A contract schema as the client holds it (zod/mini): what reads an answer. */
export interface AnswerSchema<T> {
  parse(data: unknown): T
}

/**
 * The one place the client reads an answer: its JSON, checked against the contract's schema.
 * The schema's module is imported beside the call (ADR 0018), so the request never waits on it
 * and the first load carries no schema it does not use.
 */
export async function parsed<T>(
  request: ResponsePromise,
  schema: Promise<AnswerSchema<T>>,
): Promise<T> {
  const [data, reader] = await Promise.all([request.json(), schema])
  return reader.parse(data)
}

/** A keyset page: its items as `parsed` reads them, and the next page's cursor from `Link`. */
export async function parsedPage<T>(
  request: ResponsePromise,
  schema: Promise<AnswerSchema<T>>,
): Promise<{ items: T; nextCursor: string | null }> {
  const [response, reader] = await Promise.all([request, schema])
  return {
    items: reader.parse(await response.json()),
    nextCursor: nextCursorFromLink(response.headers.get('Link')),
  }
}
