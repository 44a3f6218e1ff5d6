// What anyone may read, answered from memory until the next write (docs/decisions/0026): a GET
// without credentials of a route whose answers are revalidated (the feed and its tag pages, a
// post, its comments) is kept as the exact JSON text the route produced, and asked again it is
// sent as it is — no query, no serialisation. The ETag, the 304 and the compression still come
// from json-answers, which compresses one body once.
//
// What it costs at most (issue 21): PUBLIC_ANSWERS_MAX_BYTES, keys and headers counted with the
// bodies (answer-store.ts). An answer is kept under its route's validated parameters only, and
// only once its key was asked for before: a flood of made-up URLs keeps nothing.
//
// When it is dropped: on every write this server answers (any POST, PUT, PATCH or DELETE that
// does not end in a 4xx, which writes nothing), before that write's answer leaves, so a client
// that saw its write done never reads what was there before. A read that was under way while a
// write happened is not kept. On PostgreSQL other instances write too: each write is also told
// to them through the bus's LISTEN/NOTIFY (before its answer leaves), and they drop theirs when
// it arrives; while the bus cannot hear them, nothing is kept (ADR 0035).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AnswerStore, AskedBefore } from '../answers/answer-store'
import { declaresNotModified, etagOf } from './json-answers'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'unchanged'`: this POST/PUT/DELETE changes nothing anyone may read (an image upload, a
     * preview), so the kept answers stay. Every other write drops them.
     */
    publicAnswers?: 'unchanged'
  }
  interface FastifyInstance {
    /** Drops every kept answer: for a write made outside a request (a seed, a test's insert). */
    publicAnswersChanged(): void
    /**
     * Something else made of public data only (a drawn page), kept under `key` until the next
     * write like the API's answers; `make` runs when it is not kept (always, on PostgreSQL).
     * `bytes` sizes a value, or answers null for one not worth keeping (a 404).
     */
    keepPublic<T>(
      key: string,
      make: () => Promise<T>,
      bytes: (value: T) => number | null,
    ): Promise<T>
  }
}

export interface PublicAnswersOptions {
  /** The most kept, in bytes, keys and headers included (PUBLIC_ANSWERS_MAX_BYTES). */
  maxBytes: number
}

/** How many keys are remembered as asked once (a hash each: ~100 bytes, ~1.6 MB in all). */
const ASKED_KEYS_MAX = 16_384

interface Kept {
  body: string
  /** What the route said of it: its type, and any `Link`, ETag, Last-Modified, Cache-Control. */
  headers: Record<string, string>
}

/** An API answer, or something else kept with keepPublic (a drawn page): one budget for both. */
type Entry = { kind: 'answer'; kept: Kept } | { kind: 'other'; value: unknown }

/** The headers a kept answer is sent again with; the rest are made per request. */
const KEPT_HEADERS = ['content-type', 'link', 'etag', 'last-modified', 'cache-control']

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Asked by anyone: no credentials that could make the answer someone's. */
function isPublicRead(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    request.headers.authorization === undefined &&
    request.headers.email === undefined &&
    // A route that declares a 304 (http/route-schema.ts `revalidated`): its answers are shared.
    declaresNotModified(request)
  )
}

/**
 * What an answer is kept under: the route and the values its schemas validated, nothing else of
 * the URL. A parameter the route does not know (`&pad=…`) changes nothing in its answer, so it
 * makes no new key; a query the route takes no schema for is not read, so it is left out.
 */
export function answerKey(request: FastifyRequest): string {
  const schema = request.routeOptions.schema as { querystring?: unknown } | undefined
  return JSON.stringify([
    request.routeOptions.url,
    request.params ?? null,
    schema?.querystring === undefined ? null : request.query,
  ])
}

const textBytes = (kept: Kept) =>
  Buffer.byteLength(kept.body) +
  Object.entries(kept.headers).reduce((sum, [name, value]) => sum + name.length + value.length, 0)

async function publicAnswers(app: FastifyInstance, { maxBytes }: PublicAnswersOptions) {
  const store = new AnswerStore<Entry>(maxBytes)
  const asked = new AskedBefore(ASKED_KEYS_MAX)
  let enabled = false
  // Bumped by each write; a read keeps its answer only if none happened while it ran.
  let version = 0
  const pending = new WeakMap<FastifyRequest, { key: string; began: number }>()

  const changed = () => {
    version++
    store.clear()
  }
  // Kept only while this instance hears of every write: its own, and (on PostgreSQL) the others'.
  const keeping = () => enabled && app.notificationBus.hearsOthers()
  /** A write here: dropped here at once, and told to the other instances. */
  const tellOthers = async () => {
    try {
      await app.notificationBus.publishPublicChange()
    } catch (error) {
      app.log.warn({ err: error }, 'other instances could not be told of a write')
    }
  }
  app.decorate('publicAnswersChanged', () => {
    changed()
    void tellOthers()
  })
  app.decorate(
    'keepPublic',
    async <T>(
      key: string,
      make: () => Promise<T>,
      bytes: (value: T) => number | null,
    ): Promise<T> => {
      if (!keeping()) return make()
      const kept = store.get(key)
      if (kept?.kind === 'other') return kept.value as T
      const began = version
      const worthKeeping = asked.check(key)
      const value = await make()
      // Nothing is kept for nothing (a page not drawn, or whose drawing failed): asked again.
      const size = value === null || value === undefined ? null : bytes(value)
      if (worthKeeping && began === version && size !== null) {
        store.set(key, { kind: 'other', value }, size)
      }
      return value
    },
  )

  app.addHook('onReady', async () => {
    enabled = maxBytes > 0
    // Another instance wrote, or the bus lost (or found again) its connection: what is kept
    // may be old. A read under way is not kept either.
    app.notificationBus.onPublicChange(changed)
  })

  // After validation, so the key is made of validated values only (answerKey).
  // Callbacks, not async functions: they run on every request, and a promise per hook costs.
  app.addHook('preHandler', (request, reply, done) => {
    if (!keeping() || !isPublicRead(request)) return done()
    const key = answerKey(request)
    const kept = store.get(key)
    if (kept?.kind === 'answer') {
      // Sent from here: the route's handler does not run (Fastify skips it once a hook sends).
      reply.code(200).headers(kept.kept.headers).send(kept.kept.body)
      return
    }
    // Asked for the first time (lately): answered, not kept.
    if (asked.check(key)) pending.set(request, { key, began: version })
    done()
  })

  app.addHook('onSend', (request, reply, payload, done) => {
    if (WRITES.has(request.method)) {
      const unchanged = request.routeOptions.config.publicAnswers === 'unchanged'
      if (!unchanged && (reply.statusCode < 400 || reply.statusCode >= 500)) {
        changed()
        void tellOthers().then(() => done(null, payload))
        return
      }
      return done(null, payload)
    }
    keepRead(request, reply, payload)
    done(null, payload)
  })

  function keepRead(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const read = pending.get(request)
    if (
      read?.began === version &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      !reply.hasHeader('content-encoding')
    ) {
      // Its ETag made once, here, and kept with it: json-answers then takes it as the route's
      // own instead of hashing the body on every request that gets it from memory.
      if (!reply.hasHeader('etag')) reply.header('etag', etagOf(payload, reply.getHeader('link')))
      const headers: Record<string, string> = {}
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name)
        if (value !== undefined) headers[name] = String(value)
      }
      const kept = { body: payload, headers }
      store.set(read.key, { kind: 'answer', kept }, textBytes(kept))
    }
  }
}

export default fp<PublicAnswersOptions>(publicAnswers, {
  name: 'public-answers',
  // The bus (plugins/notification-bus.ts) is registered later and used once the app is ready.
  dependencies: [],
})
