// ActivityPub's public reads answered from memory until the next write, as the API's are
// (docs/decisions/0026, 0035, 0053). What Fedify answers a GET — an actor, an outbox or one of
// its pages, the followers, an article, WebFinger, NodeInfo — is made of public data only, so
// it is kept through `app.keepPublic`: under the URL and the `Accept` header (which decides
// between the JSON and a browser's 303 or 406), once asked for twice, within
// PUBLIC_ANSWERS_MAX_BYTES, and dropped by every write on every instance. An outbox page is 20
// articles, each expanded and compacted as JSON-LD: 30–110 ms to make here, ~1 ms kept.
import type { Federation, FederationFetchOptions } from '@fedify/fedify'
import type { FastifyInstance } from 'fastify'

interface KeptAnswer {
  status: number
  headers: [string, string][]
  body: string
}

/** Statuses whose answer has no body (the Fetch standard's null body statuses). */
const NO_BODY = new Set([101, 103, 204, 205, 304])

const sizeOf = (answer: KeptAnswer) =>
  Buffer.byteLength(answer.body) +
  answer.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0)

type Fetch = (request: Request, options: FederationFetchOptions<void>) => Promise<Response>

/** The query parameters Fedify reads on these routes: a collection's page, WebFinger's. */
const READ_PARAMETERS = new Set(['cursor', 'resource', 'rel'])

/**
 * The request with only the query parameters Fedify reads: any other (`&pad=…`) would make a
 * new key for the same answer (as ADR 0029 keeps the API's), and Fedify writes the query it is
 * given into a page's links.
 */
function withReadParameters(request: Request): Request {
  const url = new URL(request.url)
  const all = [...url.searchParams]
  const read = all.filter(([name]) => READ_PARAMETERS.has(name))
  if (read.length === all.length) return request
  url.search = new URLSearchParams(read).toString()
  return new Request(url, { method: request.method, headers: request.headers })
}

/** `federation.fetch`, its answers to GETs kept until the next write. */
export function keptFetch(
  app: FastifyInstance,
  federation: Pick<Federation<void>, 'fetch'>,
): Fetch {
  return async (asked, options) => {
    if (asked.method !== 'GET') return federation.fetch(asked, options)
    const request = withReadParameters(asked)
    // The origin is PUBLIC_URL's whatever the Host; nothing else Fedify reads changes a GET's
    // answer (no collection here asks who signed the request).
    const key = `activitypub ${request.headers.get('accept') ?? ''} ${request.url}`
    const answer = await app.keepPublic<KeptAnswer>(
      key,
      async () => {
        const response = await federation.fetch(request, options)
        return {
          status: response.status,
          headers: [...response.headers],
          body: await response.text(),
        }
      },
      sizeOf,
    )
    return new Response(NO_BODY.has(answer.status) ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    })
  }
}
