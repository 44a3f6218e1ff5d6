// What anyone may read, answered from memory until the next write (docs/decisions/0026): a GET
// without credentials of a route whose answers are revalidated (the feed and its tag pages, a
// post, its comments) is kept as the exact JSON text the route produced, and asked again it is
// sent as it is — no query, no validation, no serialisation. The ETag, the 304 and the
// compression still come from json-answers, which compresses one body once.
//
// When it is dropped: on every write this server answers (any POST, PUT, PATCH or DELETE that
// does not end in a 4xx, which writes nothing), before that write's answer leaves, so a client
// that saw its write done never reads what was there before. A read that was under way while a
// write happened is not kept. This holds because one process sees every write: the embedded
// SQLite. On PostgreSQL other instances write too, and nothing is kept (see the ADR).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { declaresNotModified } from './json-answers'

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

/** The most kept, in bytes of JSON text. A page of the feed is ~10 kB. */
export const PUBLIC_ANSWERS_MAX_BYTES = 16 * 1024 * 1024

interface Kept {
  body: string
  /** What the route said of it: its type, and any `Link`, ETag, Last-Modified, Cache-Control. */
  headers: Record<string, string>
}

/** The headers a kept answer is sent again with; the rest are made per request. */
const KEPT_HEADERS = ['content-type', 'link', 'etag', 'last-modified', 'cache-control']

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Asked by anyone: no credentials that could make the answer someone's. */
function isPublicRead(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    request.headers.authorization === undefined &&
    request.headers.email === undefined &&
    // A route that declares a 304 (routes/route-schema.ts `revalidated`): its answers are shared.
    declaresNotModified(request)
  )
}

/** Kept values by key, least recently used first, bounded in bytes. */
export class AnswerStore<V = Kept> {
  private readonly entries = new Map<string, { value: V; bytes: number }>()
  private bytes = 0
  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key)
    if (!hit) return undefined
    this.entries.delete(key)
    this.entries.set(key, hit)
    return hit.value
  }

  set(key: string, value: V, bytes: number): void {
    if (bytes > this.maxBytes) return
    this.delete(key)
    this.entries.set(key, { value, bytes })
    this.bytes += bytes
    for (const [oldKey] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.delete(oldKey)
    }
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  get size(): number {
    return this.entries.size
  }

  private delete(key: string): void {
    const old = this.entries.get(key)
    if (!old) return
    this.entries.delete(key)
    this.bytes -= old.bytes
  }
}

async function publicAnswers(app: FastifyInstance) {
  const store = new AnswerStore(PUBLIC_ANSWERS_MAX_BYTES)
  const others = new AnswerStore<unknown>(PUBLIC_ANSWERS_MAX_BYTES)
  let enabled = false
  // Bumped by each write; a read keeps its answer only if none happened while it ran.
  let version = 0
  const startedAt = new WeakMap<FastifyRequest, number>()

  const changed = () => {
    version++
    store.clear()
    others.clear()
  }
  app.decorate('publicAnswersChanged', changed)
  app.decorate(
    'keepPublic',
    async <T>(
      key: string,
      make: () => Promise<T>,
      bytes: (value: T) => number | null,
    ): Promise<T> => {
      if (!enabled) return make()
      const kept = others.get(key)
      if (kept !== undefined) return kept as T
      const began = version
      const value = await make()
      // Nothing is kept for nothing (a page not drawn, or whose drawing failed): asked again.
      const size = value === null || value === undefined ? null : bytes(value)
      if (began === version && size !== null) others.set(key, value, size)
      return value
    },
  )

  app.addHook('onReady', async () => {
    enabled = app.database.dialect === 'sqlite'
  })

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!enabled || !isPublicRead(request)) return
    const kept = store.get(request.url)
    if (!kept) {
      startedAt.set(request, version)
      return
    }
    return reply.code(200).headers(kept.headers).send(kept.body)
  })

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (WRITES.has(request.method)) {
      const unchanged = request.routeOptions.config.publicAnswers === 'unchanged'
      if (!unchanged && (reply.statusCode < 400 || reply.statusCode >= 500)) changed()
      return payload
    }
    const began = startedAt.get(request)
    if (
      began === version &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      !reply.hasHeader('content-encoding')
    ) {
      const headers: Record<string, string> = {}
      for (const name of KEPT_HEADERS) {
        const value = reply.getHeader(name)
        if (value !== undefined) headers[name] = String(value)
      }
      store.set(request.url, { body: payload, headers }, payload.length)
    }
    return payload
  })
}

export default fp(publicAnswers, { name: 'public-answers', dependencies: [] })
