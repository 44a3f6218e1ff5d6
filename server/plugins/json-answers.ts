// The server's answers on the wire: an ETag on each 200 to a GET of a route that declares a 304
// (http/route-schema.ts `revalidated`; a hash of the body and the `Link` header, so it changes
// with anything in the answer, the next page's cursor included), `304 Not Modified` when the
// client already holds it, and for every text answer (JSON, the drawn pages, feeds), compression
// chosen by measurement (docs/decisions/0021): bodies under 1 KiB as they are, larger ones brotli
// at quality 5 (gzip at level 6 for a client without brotli), compressed once per distinct body
// and encoding. One hook for every answer, the not-found handler's pages included (which
// @fastify/compress, hooking routes only, never sees).
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { PRIVATE_CACHE_CONTROL } from '../cache-policy'

/** Below this a body goes as it is: it fits in the first packets anyway (@fastify/compress's too). */
export const COMPRESS_THRESHOLD_BYTES = 1024
export const BROTLI_QUALITY = 5
export const GZIP_LEVEL = 6

type Encoding = 'br' | 'gzip'

/**
 * What each Accept-Encoding seen lately chose: browsers send a handful of distinct values, so
 * each is parsed once, not on every request. Bounded: past its size it starts again.
 */
const chosenFor = new Map<string, Encoding | undefined>()
const CHOSEN_MAX = 256

/** The encoding to answer in: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined
  if (chosenFor.has(acceptEncoding)) return chosenFor.get(acceptEncoding)
  const chosen = parseAcceptEncoding(acceptEncoding)
  if (chosenFor.size >= CHOSEN_MAX) chosenFor.clear()
  chosenFor.set(acceptEncoding, chosen)
  return chosen
}

function parseAcceptEncoding(acceptEncoding: string): Encoding | undefined {
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const wildcard = accepted.get('*')
  const allowed = (name: Encoding) => (accepted.get(name) ?? wildcard ?? 0) > 0
  if (allowed('br')) return 'br'
  if (allowed('gzip')) return 'gzip'
  return undefined
}

/** Does `If-None-Match` name this (weak) ETag? Weak comparison, as RFC 9110 asks for GET. */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
}

/** One body in one encoding, at the level measured for text (docs/decisions/0021). */
export function compressBody(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: GZIP_LEVEL })
}

/**
 * The compressed bodies last made, by ETag and encoding: the same page asked for again (the
 * feed's first page, a popular post) is compressed once. Bounded in bytes; the oldest go first.
 */
export class CompressedCache {
  private readonly entries = new Map<string, Buffer>()
  private bytes = 0
  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key)
    if (hit) {
      // Most recently used last, so eviction takes the least recently used.
      this.entries.delete(key)
      this.entries.set(key, hit)
    }
    return hit
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return
    const previous = this.entries.get(key)
    if (previous) {
      this.entries.delete(key)
      this.bytes -= previous.length
    }
    this.entries.set(key, value)
    this.bytes += value.length
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldKey)
      this.bytes -= old.length
    }
  }
}

/**
 * The body is no longer than `max` bytes. A string's UTF-8 form is at least as long as its
 * UTF-16 length, so a long string is known long without Buffer.byteLength, which walks all of it
 * (15 µs of the feed's 100 µs per request when measured: issue 23, ADR 0038).
 */
function bytesAtMost(payload: string | Buffer, max: number): boolean {
  if (typeof payload !== 'string') return payload.length <= max
  return payload.length <= max && Buffer.byteLength(payload) <= max
}

/** Adds `field` to the Vary header unless it (or `*`) is there. Runs on every answer: no regex. */
function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary')
  if (current === undefined || current === '') {
    reply.header('vary', field)
    return
  }
  const text = String(current)
  const wanted = field.toLowerCase()
  for (const name of text.split(',')) {
    const trimmed = name.trim()
    if (trimmed === '*' || trimmed.toLowerCase() === wanted) return
  }
  reply.header('vary', `${text}, ${field}`)
}

/**
 * The reader's copy is current: If-None-Match names the ETag, or, without it (RFC 9110
 * §13.2.2), If-Modified-Since is no earlier than Last-Modified (whole seconds).
 */
function fresh(request: FastifyRequest, etag: string, lastModified: unknown): boolean {
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatch) return matches(ifNoneMatch, etag)
  const since = request.headers['if-modified-since']
  if (!since || lastModified === undefined) return false
  const modified = Date.parse(String(lastModified))
  const held = Date.parse(since)
  return !Number.isNaN(modified) && !Number.isNaN(held) && modified <= held
}

/**
 * The weak ETag of an answer: a hash of its body and its `Link` header (the next page's cursor).
 * plugins/public-answers.ts keeps it with a kept answer, so a kept answer is not hashed again.
 */
export function etagOf(payload: string | Buffer, link: unknown): string {
  const hash = createHash('sha1').update(payload)
  if (link !== undefined) hash.update(`\nLink: ${String(link)}`)
  return `W/"${hash.digest('base64url')}"`
}

/** The route documents a 304: its answers are revalidated (only those, so the document holds). */
export function declaresNotModified(request: FastifyRequest): boolean {
  const response = (
    request.routeOptions.schema as { response?: Record<string, unknown> } | undefined
  )?.response
  return response !== undefined && '304' in response
}

/**
 * Text worth compressing: JSON, and the pages, feeds and sitemaps the server writes (a drawn
 * page is tens of kB of markup and data). Not SSE (a stream) nor files (pre-compressed).
 */
const COMPRESSIBLE = /^(application\/(json|xml|[\w.+-]+\+(json|xml))|text\/(html|xml|plain|css))\b/

function isCompressible(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type')
  return typeof type === 'string' && COMPRESSIBLE.test(type)
}

async function jsonAnswers(app: FastifyInstance) {
  const cache = new CompressedCache(8 * 1024 * 1024)

  // A callback, not an async function: it runs on every answer, and a promise per hook costs.
  app.addHook('onSend', (request, reply, payload, done) => {
    let sent: unknown
    try {
      sent = onTheWire(request, reply, payload)
    } catch (error) {
      return done(error as Error)
    }
    done(null, sent)
  })

  function onTheWire(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    if (!isCompressible(reply) || reply.hasHeader('content-encoding')) return payload
    const perUser = request.headers.authorization !== undefined

    let etag: string | undefined
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      reply.statusCode === 200 &&
      declaresNotModified(request)
    ) {
      // A route may name its own validators (a feed: a strong ETag and Last-Modified); the
      // rest get the hash of their body and `Link` header. Either way the 304 is decided here,
      // also for an answer sent from memory (plugins/public-answers.ts), whose route never ran.
      const own = reply.getHeader('etag')
      etag = own === undefined ? etagOf(payload, reply.getHeader('link')) : String(own)
      if (own === undefined) reply.header('etag', etag)
      // Anyone's: shared caches may keep it a few seconds; one signed-in user's is theirs
      // alone (server/cache-policy.ts). A route that chose its own policy keeps it.
      if (!reply.hasHeader('cache-control')) {
        reply.header(
          'cache-control',
          perUser ? PRIVATE_CACHE_CONTROL : app.config.publicCacheControl,
        )
        appendVary(reply, 'Authorization')
      }
      if (fresh(request, etag, reply.getHeader('last-modified'))) {
        reply.code(304)
        reply.removeHeader('content-type')
        reply.removeHeader('content-length')
        return ''
      }
    }

    if (bytesAtMost(payload, COMPRESS_THRESHOLD_BYTES - 1)) return payload
    appendVary(reply, 'Accept-Encoding')
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    if (!encoding) return payload
    const key = etag ? `${etag} ${encoding}` : undefined
    let compressed = key ? cache.get(key) : undefined
    if (!compressed) {
      compressed = compressBody(
        typeof payload === 'string' ? Buffer.from(payload) : payload,
        encoding,
      )
      if (key) cache.set(key, compressed)
    }
    reply.header('content-encoding', encoding)
    reply.header('content-length', compressed.length)
    return compressed
  }
}

export default fp(jsonAnswers, { name: 'json-answers', dependencies: [] })
