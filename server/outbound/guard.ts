// Every request the server makes to an address a stranger names goes through here (ADR 0054):
// WebFinger, actors, keys, objects, deliveries to inboxes, imported images. Inside
// `onStrangersBehalf`, every `fetch` — ours, and Fedify's own deliveries, which take no fetch of
// ours — is sent by an agent that
// - resolves the name once and connects to exactly the address it checked (a name that answers
//   a public address to a check and a private one to the connection cannot slip past), and
//   checks a literal address the same way; on each redirect too, each being a new connection;
// - aborts an answer larger than its byte cap, as its bytes arrive (nothing above it is kept);
// - aborts when the scope's total time is up, however slowly the bytes drip;
// - makes at most so many requests (so a redirect loop ends).
// Outside such a scope `fetch` is untouched: our own services (the Auth emulator, S3, tests).
import { AsyncLocalStorage } from 'node:async_hooks'
import dns from 'node:dns'
import net from 'node:net'
import { Agent, Dispatcher, buildConnector, getGlobalDispatcher, setGlobalDispatcher } from 'undici'
import { isPublicAddress } from './public-address'

export type OutboundRefusal = 'not_public' | 'too_large' | 'timed_out' | 'too_many_requests'

/** Why the guard stopped a request; `refusal` says which bound. */
export class OutboundError extends Error {
  override name = 'OutboundError'
  constructor(
    readonly refusal: OutboundRefusal,
    message: string,
  ) {
    super(message)
  }
}

/** Resolves a host name to its addresses (tests put a resolver of their own here). */
export type Resolver = (hostname: string) => Promise<dns.LookupAddress[]>

export interface OutboundPolicy {
  /** Loopback and private addresses too (FEDERATION_ALLOW_PRIVATE: tests on one machine). */
  allowPrivate: boolean
  /** Instead of the system's resolver. */
  resolve?: Resolver
}

export interface OutboundBounds {
  /** The most bytes one answer's body may have. */
  maxBytes: number
  /** The whole scope's time: connecting, redirects and every byte. */
  timeoutMs: number
  /** Requests in the scope: one plus the redirects it may follow. */
  maxRequests: number
}

interface Budget {
  policy: OutboundPolicy
  maxBytes: number
  deadline: number
  requestsLeft: number
}

const scope = new AsyncLocalStorage<Budget>()

const shared = {
  publicOnly: { allowPrivate: false },
  privateToo: { allowPrivate: true },
} satisfies Record<string, OutboundPolicy>

/** The policy of a server that may (tests, FEDERATION_ALLOW_PRIVATE) or may not reach private
 * addresses; one object each, so their connections are pooled. */
export const outboundPolicy = (allowPrivate: boolean): OutboundPolicy =>
  allowPrivate ? shared.privateToo : shared.publicOnly

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true })

/** Tests only: a resolver in place of the system's, for names no DNS here answers. */
export const outboundTesting: { resolve?: Resolver } = {}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void

/** A `lookup` for the socket: the addresses it answers are the ones connected to. */
function guardedLookup(policy: OutboundPolicy) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    const resolve = policy.resolve ?? outboundTesting.resolve ?? systemResolver
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((a) => !isPublicAddress(a.address))
        if (addresses.length === 0 || (!policy.allowPrivate && refused)) {
          return callback(
            new OutboundError('not_public', `${hostname} is not a public address`),
            [],
          )
        }
        const wanted = options.family
          ? addresses.filter((a) => a.family === options.family)
          : addresses
        if (options.all) return callback(null, wanted)
        const first = wanted[0] ?? (addresses[0] as dns.LookupAddress)
        return callback(null, first.address, first.family)
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    )
  }
}

const agents = new WeakMap<OutboundPolicy, Agent>()

function agentFor(policy: OutboundPolicy): Agent {
  let agent = agents.get(policy)
  if (agent) return agent
  const connector = buildConnector({
    timeout: 10_000,
    ...(policy.allowPrivate && !policy.resolve ? {} : { lookup: guardedLookup(policy) }),
  } as buildConnector.BuildOptions)
  agent = new Agent({
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
    connect: (options, callback) => {
      // A literal address is never looked up: it is checked here.
      const host = options.hostname.replace(/^\[(.*)\]$/, '$1')
      if (!policy.allowPrivate && net.isIP(host) && !isPublicAddress(host)) {
        callback(new OutboundError('not_public', `${host} is not a public address`), null)
        return
      }
      connector(options, callback)
    },
  })
  agents.set(policy, agent)
  return agent
}

/** A length from raw headers ([name, value, …] as bytes), if one was sent. */
function contentLength(raw: unknown): number | null {
  if (!Array.isArray(raw)) return null
  for (let i = 0; i + 1 < raw.length; i += 2) {
    if (String(raw[i]).toLowerCase() === 'content-length') return Number(String(raw[i + 1]))
  }
  return null
}

type Handler = Dispatcher.DispatchHandlers

/** Holds one request to the scope's byte cap and deadline; everything else is passed on. */
class BoundedHandler implements Handler {
  #abort: ((reason?: Error) => void) | undefined
  #failed: Error | undefined
  #bytes = 0
  readonly #timer: NodeJS.Timeout

  constructor(
    private readonly inner: Handler,
    private readonly maxBytes: number,
    remainingMs: number,
  ) {
    this.#timer = setTimeout(
      () => this.#fail(new OutboundError('timed_out', 'The other server took too long')),
      remainingMs,
    )
    this.#timer.unref()
  }

  #fail(error: Error) {
    clearTimeout(this.#timer)
    this.#failed ??= error
    this.#abort?.(this.#failed)
  }

  onConnect(abort: (reason?: Error) => void) {
    this.#abort = abort
    this.inner.onConnect?.(abort)
    if (this.#failed) abort(this.#failed)
  }

  onHeaders(statusCode: number, headers: Buffer[], resume: () => void, text: string) {
    const length = contentLength(headers)
    if (length !== null && length > this.maxBytes) {
      this.#fail(new OutboundError('too_large', 'The answer is too large'))
      return false
    }
    return this.inner.onHeaders?.(statusCode, headers, resume, text) ?? true
  }

  onData(chunk: Buffer) {
    this.#bytes += chunk.length
    if (this.#bytes > this.maxBytes) {
      this.#fail(new OutboundError('too_large', 'The answer is too large'))
      return false
    }
    return this.inner.onData?.(chunk) ?? true
  }

  onComplete(trailers: string[] | null) {
    clearTimeout(this.#timer)
    this.inner.onComplete?.(trailers)
  }

  onError(error: Error) {
    clearTimeout(this.#timer)
    // The bound that stopped it is the reason, not the abort it caused.
    this.inner.onError?.(this.#failed ?? error)
  }

  onUpgrade(statusCode: number, headers: Buffer[] | string[] | null, socket: never) {
    clearTimeout(this.#timer)
    this.inner.onUpgrade?.(statusCode, headers, socket)
  }

  onResponseStarted() {
    this.inner.onResponseStarted?.()
  }

  onBodySent(chunkSize: number, totalBytesSent: number) {
    this.inner.onBodySent?.(chunkSize, totalBytesSent)
  }
}

/** `fetch`'s dispatcher: the guarded agent inside a stranger's scope, the usual one outside. */
class ScopedDispatcher extends Dispatcher {
  constructor(readonly usual: Dispatcher) {
    super()
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Handler) {
    const budget = scope.getStore()
    if (!budget) return this.usual.dispatch(options, handler)
    const remaining = budget.deadline - Date.now()
    const refusal =
      budget.requestsLeft <= 0
        ? new OutboundError('too_many_requests', 'Too many redirects')
        : remaining <= 0
          ? new OutboundError('timed_out', 'The other server took too long')
          : null
    budget.requestsLeft -= 1
    if (refusal) {
      queueMicrotask(() => handler.onError?.(refusal))
      return true
    }
    return agentFor(budget.policy).dispatch(
      options,
      new BoundedHandler(handler, budget.maxBytes, remaining),
    )
  }

  override close(...args: unknown[]) {
    return (this.usual.close as (...a: unknown[]) => never)(...args)
  }

  override destroy(...args: unknown[]) {
    return (this.usual.destroy as (...a: unknown[]) => never)(...args)
  }
}

/** Puts the scoped dispatcher under `fetch`, once per process. */
export function installOutboundGuard(): void {
  const current = getGlobalDispatcher()
  if (current instanceof ScopedDispatcher) return
  setGlobalDispatcher(new ScopedDispatcher(current))
}

/**
 * Runs `fn` with every `fetch` in it (and in what it starts) guarded by `policy` and `bounds`.
 * A scope inside another takes the inner bounds.
 */
export function onStrangersBehalf<T>(
  policy: OutboundPolicy,
  bounds: OutboundBounds,
  fn: () => T,
): T {
  installOutboundGuard()
  return scope.run(
    {
      policy,
      maxBytes: bounds.maxBytes,
      deadline: Date.now() + bounds.timeoutMs,
      requestsLeft: bounds.maxRequests,
    },
    fn,
  )
}

/** The guard's refusal behind an error `fetch` threw (it wraps it as a TypeError's cause). */
export function outboundRefusal(error: unknown): OutboundError | null {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    if (e instanceof OutboundError) return e
    e = (e as { cause?: unknown }).cause
  }
  return null
}
