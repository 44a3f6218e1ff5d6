// Collects every route's zod schemas into an OpenAPI document (served by openapi/routes.ts).
// Registered before the routes, so it sees each one as it is added.
//
// A route declares the answers its own code gives (200, 404, 403, …). The answers the edge gives
// to any route — a URL that is not valid, a Host not served, headers too large, a request that
// never finishes, a body too large or of the wrong type, a rate limit, shutting down — are added
// here from what the route is (its method, its parameters, its limit), so no route can forget
// one. server/openapi/openapi-conformance.api.test.ts holds every real answer to the document.
import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { ErrorBodySchema } from '../../contract/common'

type Transform = typeof jsonSchemaTransform
type TransformInput = Parameters<Transform>[0] & {
  route?: { method: string | string[]; config?: { rateLimit?: unknown } }
}

/** What any route may answer before or around its own code, by what the route is. */
export function edgeResponses(route: {
  method: string | string[]
  url: string
  rateLimited: boolean
}): number[] {
  const methods = [route.method].flat()
  // 415 on any method too: a request's Content-Encoding that @fastify/compress cannot undo.
  const codes = [400, 408, 415, 421, 431, 503]
  if (route.url.includes(':') || route.url.includes('{')) codes.push(414)
  // Fastify reads a body on every method but GET and HEAD.
  if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) codes.push(413)
  if (route.rateLimited) codes.push(429)
  return codes
}

const transform: Transform = (input) => {
  const { schema, url, route } = input as TransformInput
  if (!schema || schema.hide) return jsonSchemaTransform(input)
  const declared = (schema.response ?? {}) as Record<string, unknown>
  const edge = edgeResponses({
    method: route?.method ?? 'GET',
    url,
    rateLimited: Boolean(route?.config?.rateLimit),
  })
  const response: Record<string, unknown> = {}
  for (const code of edge) response[code] = ErrorBodySchema
  // The route's own declaration wins (GET /api/health answers 503 in its own shape).
  Object.assign(response, declared)
  const transformed = jsonSchemaTransform({ ...input, schema: { ...schema, response } })
  // A path parameter is a segment of its own: the router never matches it empty (ADR 0057).
  const params = transformed.schema.params as
    { properties?: Record<string, { type?: string; minLength?: number }> } | undefined
  for (const param of Object.values(params?.properties ?? {})) {
    if (param.type === 'string' && !param.minLength) param.minLength = 1
  }
  // A 304 has no body: `type: 'null'` is how @fastify/swagger writes a response without content.
  const notModified = declared['304'] as { description?: string } | undefined
  const responses = transformed.schema.response as Record<string, unknown> | undefined
  if (notModified && responses) {
    responses['304'] = { type: 'null', description: notModified.description ?? 'Not Modified' }
  }
  return transformed
}

export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Quill API',
          description:
            'The blog API. Errors answer `{ error: { code, message, fields? } }`; lists are ' +
            'keyset pages, the next one linked in `Link: <…>; rel="next"`. An `/api` operation ' +
            'refuses a query parameter it does not declare (400, `fields` naming it); a method ' +
            'a path does not serve answers 405 with `Allow`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
        tags: [
          { name: 'auth', description: 'Exchanging a Firebase ID token for a server token' },
          { name: 'posts' },
          { name: 'comments' },
          { name: 'notifications' },
          { name: 'authors', description: 'Public author pages and your own profile' },
          {
            name: 'moderation',
            description: 'Reports, and what editors (moderators) and authors hide',
          },
          {
            name: 'site',
            description: 'The site: its owner, settings, staff and their roles, the audit log',
          },
          {
            name: 'pages',
            description: 'The site’s pages (About, Privacy…): not posts, at `/{slug}`',
          },
          { name: 'images' },
          {
            name: 'stats',
            description: "Readers' statistics: the post page's beacon, and an author's counts",
          },
          { name: 'system' },
          { name: 'dev' },
        ],
      },
      transform,
    })
  },
  { name: 'openapi', dependencies: [] },
)
