// Finding someone on another server by their handle (issue 29 item 4, ADR 0050): WebFinger on
// their server, then their actor document, both through Fedify's document loader (through the
// outbound guard, ADR 0054: no private address unless FEDERATION_ALLOW_PRIVATE; cached). Every
// way this can go wrong is an answer the person can act on, never a 500: a bad or local handle,
// a blocked server, no such account, or a server that cannot be reached.
import { type Actor, type Context, FetchError, isActor } from '@fedify/fedify'
import { REMOTE_HANDLE_PATTERN, remoteFollowMessages } from '../../contract/remote-follows'
import { HttpError, badRequest } from '../errors'
import { outboundRefusal } from '../outbound/guard'

export interface LookupOptions {
  ctx: Context<void>
  isBlocked: (url: URL | string) => boolean
  /** FEDERATION_ALLOW_PRIVATE: a server on a loopback or private address may speak plain HTTP. */
  allowPrivateAddress: boolean
  /** How long the remote server has for each of its two answers. */
  timeoutMs?: number
}

const field = (message: string) => ({ handle: message })

/** `name` and `server` (host[:port], lower case) of a handle, or a 400 naming the field. */
export function parseRemoteHandle(handle: string): { name: string; server: string } {
  const match = REMOTE_HANDLE_PATTERN.exec(handle.trim())
  if (!match?.[1] || !match[2]) {
    throw badRequest(remoteFollowMessages.badHandle, field(remoteFollowMessages.badHandle))
  }
  return { name: match[1], server: match[2].toLowerCase() }
}

/** A literal loopback or private IPv4 address (the two-instance tests), or localhost. */
function isPrivateHost(hostname: string): boolean {
  if (hostname === 'localhost') return true
  const parts = hostname.split('.').map(Number)
  if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n) || n < 0 || n > 255))
    return false
  const [a = 0, b = 0] = parts
  return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b < 32)
}

const unreachable = () =>
  new HttpError(
    502,
    'remote_unreachable',
    remoteFollowMessages.unreachable,
    field(remoteFollowMessages.unreachable),
  )
const notFound = () =>
  new HttpError(
    404,
    'not_found',
    remoteFollowMessages.notFound,
    field(remoteFollowMessages.notFound),
  )

/** Whether a failed fetch was the server saying "no such thing" rather than failing. */
function isGone(error: unknown): boolean {
  return error instanceof FetchError && /HTTP (404|410):/.test(error.message)
}

/** A name that resolves to nothing: there is no such server (not one that is down). */
function isUnknownHost(error: unknown): boolean {
  const codes = ['ENOTFOUND', 'EAI_NONAME']
  const code = (e: unknown) =>
    e && typeof e === 'object' && 'code' in e ? String((e as { code: unknown }).code) : ''
  return (
    codes.includes(code(error)) ||
    (error instanceof Error && codes.includes(code((error as Error & { cause?: unknown }).cause)))
  )
}

/** The outbound guard's refusal of a private or loopback address (ADR 0054). */
const isPrivateRefusal = (error: unknown) => outboundRefusal(error)?.refusal === 'not_public'

const notPublic = () =>
  badRequest(remoteFollowMessages.notPublic, field(remoteFollowMessages.notPublic))

async function load(
  ctx: Context<void>,
  url: string,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unreachable()), timeoutMs)
  })
  try {
    const { document } = await Promise.race([ctx.documentLoader(url), timeout])
    if (!document || typeof document !== 'object') throw unreachable()
    return document as Record<string, unknown>
  } catch (error) {
    if (error instanceof HttpError) throw error
    if (isPrivateRefusal(error)) throw notPublic()
    throw isGone(error) || isUnknownHost(error) ? notFound() : unreachable()
  } finally {
    clearTimeout(timer)
  }
}

/** The actor a handle names on another server. */
export async function lookupRemoteActor(handle: string, options: LookupOptions): Promise<Actor> {
  const { ctx, isBlocked, timeoutMs = 10_000 } = options
  const { name, server } = parseRemoteHandle(handle)
  if (server === new URL(ctx.origin).host.toLowerCase()) {
    throw badRequest(remoteFollowMessages.local, field(remoteFollowMessages.local))
  }
  const hostname = server.replace(/:\d+$/, '')
  if (isPrivateHost(hostname) && !options.allowPrivateAddress) throw notPublic()
  const scheme = options.allowPrivateAddress && isPrivateHost(hostname) ? 'http' : 'https'
  const base = `${scheme}://${server}`
  if (isBlocked(base))
    throw badRequest(remoteFollowMessages.blocked, field(remoteFollowMessages.blocked))

  const resource = `acct:${name}@${server}`
  const jrd = await load(
    ctx,
    `${base}/.well-known/webfinger?resource=${encodeURIComponent(resource)}`,
    timeoutMs,
  )
  const links = Array.isArray(jrd.links) ? (jrd.links as Record<string, unknown>[]) : []
  const self = links.find(
    (link) =>
      link.rel === 'self' &&
      typeof link.href === 'string' &&
      (link.type === 'application/activity+json' ||
        (typeof link.type === 'string' && link.type.startsWith('application/ld+json'))),
  )
  if (!self || typeof self.href !== 'string') throw notFound()
  let actorUrl: URL
  try {
    actorUrl = new URL(self.href)
  } catch {
    throw unreachable()
  }
  if (isBlocked(actorUrl))
    throw badRequest(remoteFollowMessages.blocked, field(remoteFollowMessages.blocked))

  let timer: NodeJS.Timeout | undefined
  const actor = await Promise.race([
    ctx.lookupObject(actorUrl).catch(() => null),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs)
    }),
  ]).finally(() => clearTimeout(timer))
  if (!actor) throw unreachable()
  if (!isActor(actor) || !actor.id || !actor.inboxId) {
    throw badRequest(remoteFollowMessages.notAccount, field(remoteFollowMessages.notAccount))
  }
  // The document is the actor it says it is, on the server WebFinger sent us to.
  if (actor.id.origin !== actorUrl.origin) throw unreachable()
  return actor
}
