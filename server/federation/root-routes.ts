// Fedify in Fastify (ADR 0048): the addresses Fedify answers are Fastify routes, so they are in
// the route table, the OpenAPI document and the tests that walk it; each hands the request to
// `federation.fetch` and sends back its answer. What Fedify does not find is our 404, and a
// browser asking an actor or a post for HTML is sent to its page.
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { postPath } from '../../contract/site-urls'
import { slugify } from '../../contract/slug'
import { HttpError, badRequest, notFound } from '../errors'
import { perAddress } from '../http/rate-limits'
import { route } from '../http/route'
import { onStrangersBehalf } from '../outbound/guard'
import { publicPost } from './articles'
import { activityShapeProblem, requireSignature, unsigned } from './inbox-gate'
import { keptFetch } from './kept-answers'
import { rateLimits } from './rate-limits'

const AS_TYPE = 'application/activity+json'
const JRD_TYPE = 'application/jrd+json'

/**
 * What Fedify reads of a request: the content negotiation, and the signature headers (of the
 * requests to come). Nothing else is handed on: an `Authorization` is ours, and a header value the
 * Fetch API refuses (a NUL in it: the fuzz found one) would make a 500 of a bad request.
 */
const FORWARDED_HEADERS = [
  'accept',
  'content-type',
  'date',
  'digest',
  'content-digest',
  'signature',
  'signature-input',
  'user-agent',
] as const

/** Where a browser asking for HTML goes instead, or undefined for a 406. */
type HtmlPage = (request: FastifyRequest) => Promise<string | undefined>

const json = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.looseObject({}) } },
})
const seeOther = z.null().describe('A browser asking for HTML: `Location` is the page')

/**
 * Everything Fedify fetches while it answers one request (an inbox's keys and actors): each
 * document has its own bounds inside (document-loaders.ts); these hold the whole (ADR 0054).
 */
const REQUEST_FETCH_BOUNDS = { maxBytes: 1024 * 1024, timeoutMs: 20_000, maxRequests: 24 }

const routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const origin = app.config.publicUrl
  const { federation, isBlocked, outbound } = app.federation
  // GETs answered from memory until the next write (ADR 0053); the inbox's POSTs never.
  const fetchAnswer = keptFetch(app, federation)
  // Reads are limited per address (ADR 0053): servers and scripts ask, not signed-in people.
  const read = {
    method: 'GET',
    access: 'public',
    rateLimit: perAddress(rateLimits.activityPubRead),
    tag: 'federation',
  } as const

  async function bridge(request: FastifyRequest, reply: FastifyReply, htmlPage?: HtmlPage) {
    const headers = new Headers()
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name]
      if (typeof value !== 'string') continue
      try {
        headers.set(name, value)
      } catch {
        // A value the Fetch API refuses (a control character) is left out, not a 500.
      }
    }
    const body = request.method === 'POST' ? (request.body as Buffer) : undefined
    // Joined, not resolved: a path that reads as `//host/…` must stay on our origin.
    const fedRequest = new Request(new URL(`${origin}${request.url}`), {
      method: request.method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
    })
    // A delivery is read only once its signature holds (inbox-gate.ts).
    if (body) await requireSignature(federation, outbound, fedRequest)
    const answer = await onStrangersBehalf(outbound, REQUEST_FETCH_BOUNDS, () =>
      fetchAnswer(fedRequest, {
        contextData: undefined,
        onNotFound: () => new Response(null, { status: 404 }),
        onNotAcceptable: () => new Response(null, { status: 406 }),
      }),
    )
    const text = await answer.text()
    if (answer.status === 404) throw notFound('No such actor or object here')
    if (answer.status === 406) {
      const page = await htmlPage?.(request)
      if (!page) throw new HttpError(406, 'not_acceptable', `Ask for ${AS_TYPE}`)
      return reply.code(303).header('Location', page).header('Vary', 'Accept').send()
    }
    if (answer.status === 400) throw badRequest(text || 'Bad request')
    if (answer.status === 401) throw unsigned()
    if (answer.status === 202 && request.method === 'POST') return reply.code(202).send()
    if (answer.status !== 200) throw new Error(`Fedify answered ${answer.status}: ${text}`)
    for (const name of ['content-type', 'vary', 'access-control-allow-origin', 'link']) {
      const value = answer.headers.get(name)
      if (value) reply.header(name, value)
    }
    return reply.code(200).header('Cache-Control', 'no-cache').send(text)
  }

  const identifier = z.object({ identifier: z.string().min(1).max(128) })

  // An inbox reads its body as bytes: the signature covers them exactly (its Digest), so they
  // are handed to Fedify as they came, whatever the type says.
  app.removeContentTypeParser(['application/json'])
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  /**
   * A delivery from a blocked instance (by its actor or its signing key), or one too deep or too
   * wide to be an activity: refused before anything else reads it.
   */
  const refuseUnread = async (request: FastifyRequest) => {
    const keyId = /keyId="([^"]*)"/.exec(String(request.headers.signature ?? ''))?.[1]
    let parsed: unknown
    try {
      parsed = JSON.parse((request.body as Buffer).toString('utf8'))
    } catch {
      throw badRequest('The body is not JSON')
    }
    const problem = activityShapeProblem(parsed)
    if (problem) throw badRequest(`Not an activity we read: ${problem}`)
    const actor = (parsed as { actor?: unknown } | null)?.actor
    const actorId = typeof actor === 'string' ? actor : (actor as { id?: unknown } | null)?.id
    for (const url of [keyId, actorId]) {
      if (typeof url === 'string' && isBlocked(url)) {
        throw new HttpError(
          403,
          'blocked_instance',
          'This server does not take activities from yours',
        )
      }
    }
  }

  const inbox = (url: string, summary: string, params?: typeof identifier) =>
    route(app, {
      method: 'POST',
      url,
      access: 'public',
      rateLimit: perAddress(rateLimits.inbox),
      bodyLimit: 1024 * 1024,
      preHandler: refuseUnread,
      tag: 'federation',
      summary,
      description:
        'An ActivityPub delivery, signed with HTTP Signatures (draft-cavage) by its actor: Follow, Undo, Like, Announce, and Create, Update or Delete of a reply. Unsigned or wrongly signed: 401, nothing kept.',
      params,
      body: z.unknown(),
      response: { 202: z.null().describe('Taken (handled, or known already)') },
      // Unsigned, from a blocked server, or to no one here.
      errors: [401, 403, 404],
      handler: (request, reply) => bridge(request, reply),
    })
  inbox('/ap/inbox', "The server's shared inbox")
  inbox('/ap/users/:identifier/inbox', "A person's inbox", identifier)

  route(app, {
    ...read,
    url: '/.well-known/webfinger',
    summary: 'WebFinger: `acct:handle@host` (or an actor URL) to its ActivityPub actor',
    description:
      'A resource the WHATWG URL parser cannot read (an `xn--` label that is not Punycode, say) is a 400: Invalid resource URL.',
    // RFC 7033 §4.2: `resource` is required, a URI; this server knows `acct:` URIs and its
    // actors' URLs. A URL's host is a name whose last label starts with a letter, or an IPv4
    // address: the URL parser reads any other numeric last label as a broken IPv4 address.
    querystring: z.object({
      resource: z
        .string()
        .max(1000)
        .regex(
          /^(?:acct:[^\s@/?#]+@[A-Za-z0-9.-]+|https?:\/\/(?:(?:[A-Za-z0-9-]+\.)*[A-Za-z][A-Za-z0-9-]*|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)))(?::(?:[1-9]\d{0,3}|[1-5]\d{4}))?(?:\/\S*)?$/,
        ),
    }),
    response: { 200: json(JRD_TYPE, 'The JRD') },
    errors: [404],
    handler: (request, reply) => bridge(request, reply),
  })

  route(app, {
    ...read,
    url: '/.well-known/nodeinfo',
    summary: "NodeInfo's discovery: the link to NodeInfo 2.1",
    response: { 200: json(JRD_TYPE, 'The links') },
    handler: (request, reply) => bridge(request, reply),
  })

  route(app, {
    ...read,
    url: '/nodeinfo/2.1',
    summary: 'NodeInfo 2.1: the software, its protocols and usage',
    response: { 200: json('application/json', 'NodeInfo 2.1') },
    handler: (request, reply) => bridge(request, reply),
  })

  const profilePage: HtmlPage = async (request) => {
    const { identifier: uid } = request.params as { identifier: string }
    const row = await db
      .selectFrom('profiles')
      .select('handle')
      .where('uid', '=', uid)
      .executeTakeFirst()
    return row?.handle ? `/@${encodeURIComponent(row.handle)}` : undefined
  }

  route(app, {
    ...read,
    url: '/ap/users/:identifier',
    summary: "A person's ActivityPub actor (a `Person`); a browser is sent to their page",
    params: identifier,
    response: { 200: json(AS_TYPE, 'The actor'), 303: seeOther },
    errors: [404],
    handler: (request, reply) => bridge(request, reply, profilePage),
  })

  const collection = (name: string, summary: string) =>
    route(app, {
      ...read,
      url: `/ap/users/:identifier/${name}`,
      summary,
      params: identifier,
      querystring: z.object({ cursor: z.string().max(20).optional() }),
      response: { 200: json(AS_TYPE, 'The collection or one of its pages') },
      errors: [404, 406],
      handler: (request, reply) => bridge(request, reply),
    })
  collection('outbox', "A person's outbox: their published posts, each an `Article` in a `Create`")
  collection('followers', "A person's followers on other servers (none until the inbox is built)")

  route(app, {
    ...read,
    url: '/ap/posts/:id',
    summary: 'A published post as an ActivityPub `Article`; a browser is sent to its page',
    params: z.object({ id: z.string().min(1).max(128) }),
    response: { 200: json(AS_TYPE, 'The article'), 303: seeOther },
    errors: [404],
    handler: (request, reply) =>
      bridge(request, reply, async () => {
        const { id } = request.params
        const post = await publicPost(db, id)
        return post ? postPath(post.id, slugify(post.title)) : undefined
      }),
  })
}

export default fp(routes, {
  name: 'federation-routes',
  encapsulate: true,
  dependencies: ['config', 'database', 'federation'],
})
