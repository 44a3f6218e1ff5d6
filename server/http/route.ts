// One route of the API, declared by what is its own: who may call it, its rate limit, its words
// in the OpenAPI document, its schemas, the errors its own code answers, and its handler. The
// rest follows from those and is made here, the same way for every route (ADR 0060): the hooks
// that check access, `security`, the rate limit's config, and the error answers the declaration
// implies.
import type { RateLimitOptions } from '@fastify/rate-limit'
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { StaffRole } from '../auth/auth-plugin'
import { bearerSecurity, errorResponses } from './route-schema'

/**
 * Who may call a route.
 * - `public`: anyone; no token is read.
 * - `viewer`: anyone, and a valid token shows more (`app.viewer`); its `email` header is held
 *   to it (403).
 * - `signedIn`: a valid server token (401 without; 403 for an `email` header not its own).
 * - `verified`: as signedIn, and a verified email (403).
 * - `editor`, `administrator`, `owner`: as signedIn, and that role on the site or a higher one
 *   (403), checked after the rate limit counts the call (docs/decisions/0074).
 */
export type Access = 'public' | 'viewer' | 'signedIn' | 'verified' | StaffRole

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>

/** A route's answers by status: zod schemas, or OpenAPI response objects for non-JSON ones. */
type Answers = Record<number, unknown>

interface RouteSchemaOf<Params, Query, Body, Response> extends FastifySchema {
  params: Params
  querystring: Query
  body: Body
  response: Response
}

export interface RouteDeclaration<Params, Query, Body, Response extends Answers> {
  method: HTTPMethods
  url: string
  access: Access
  /**
   * Where the access check runs. `onRequest` (the default) refuses before the rate limit
   * counts the call; `preHandler` after it, once a check of the route's own in `onRequest`
   * (an upload's declared size) has passed.
   */
  checkAccessIn?: 'onRequest' | 'preHandler'
  /**
   * One of its capability's limits (`rateLimits.newPost`, from the folder's rate-limits.ts), or
   * one with its own count or key (perAddress).
   */
  rateLimit?: RateLimitOptions
  /** The route's other config (`publicAnswers`, …); `rateLimit` is said above. */
  config?: Omit<FastifyContextConfig, 'rateLimit'>
  bodyLimit?: number
  /** The route's own hooks, after the access check where both are in the same place. */
  onRequest?: onRequestHookHandler
  preHandler?: preHandlerHookHandler
  tag: string
  summary: string
  description?: string
  /** Left out of the OpenAPI document. */
  hide?: boolean
  consumes?: string[]
  params?: Params
  querystring?: Query
  body?: Body
  /** The answers the route gives when it succeeds (200, 201, 304, …), and any of its own. */
  response: Response
  /** The error answers its own code gives (404, 409, …): not those the declaration implies. */
  errors?: readonly number[]
  handler: RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    RouteSchemaOf<Params, Query, Body, Response>,
    ZodTypeProvider
  >
}

/**
 * The error answers a declaration implies: 400 from a schema that can refuse the request, 401
 * and 403 from its access, 413 and 415 from a body, 429 from a rate limit. The edge's own
 * answers are added to the document for every route by plugins/openapi.ts.
 */
export function impliedErrors(route: {
  access: Access
  rateLimited: boolean
  params: boolean
  querystring: boolean
  body: boolean
}): number[] {
  const codes: number[] = []
  if (route.params || route.querystring || route.body) codes.push(400)
  if (route.access !== 'public' && route.access !== 'viewer') codes.push(401)
  if (route.access !== 'public') codes.push(403)
  if (route.body) codes.push(413, 415)
  if (route.rateLimited) codes.push(429)
  return codes
}

/** Registers a route on `app`, with what its declaration implies. */
export function route<
  Params = undefined,
  Query = undefined,
  Body = undefined,
  Response extends Answers = Answers,
>(app: ZodApp, declaration: RouteDeclaration<Params, Query, Body, Response>): void {
  const { access, checkAccessIn = 'onRequest', tag, summary, description } = declaration
  const { params, querystring, body, response, errors = [] } = declaration
  const { rateLimit } = declaration

  const check = accessCheck(app, access)
  const onRequest = [
    ...(checkAccessIn === 'onRequest' ? check.onRequest : []),
    ...[declaration.onRequest ?? []].flat(),
  ]
  const preHandler = [
    ...(checkAccessIn === 'preHandler' ? check.onRequest : []),
    ...check.preHandler,
    ...[declaration.preHandler ?? []].flat(),
  ]
  const config = { ...declaration.config, ...(rateLimit ? { rateLimit } : {}) }
  const implied = impliedErrors({
    access,
    rateLimited: Boolean(rateLimit),
    params: params !== undefined,
    querystring: querystring !== undefined,
    body: body !== undefined,
  })

  const schema = {
    tags: [tag],
    summary,
    ...(description === undefined ? {} : { description }),
    ...(declaration.hide ? { hide: true } : {}),
    ...(declaration.consumes ? { consumes: declaration.consumes } : {}),
    ...(access === 'public'
      ? {}
      : { security: access === 'viewer' ? [{}, ...bearerSecurity] : bearerSecurity }),
    ...(params === undefined ? {} : { params }),
    ...(querystring === undefined ? {} : { querystring }),
    ...(body === undefined ? {} : { body }),
    // The route's own answer for a status wins over the one error shape.
    response: { ...errorResponses(...implied, ...errors), ...response },
  } as RouteSchemaOf<Params, Query, Body, Response>

  app.route({
    method: declaration.method,
    url: declaration.url,
    ...hooks('onRequest', onRequest),
    ...hooks('preHandler', preHandler),
    ...(declaration.bodyLimit === undefined ? {} : { bodyLimit: declaration.bodyLimit }),
    ...(Object.keys(config).length > 0 ? { config } : {}),
    schema,
    handler: declaration.handler,
  })
}

/** What one route of a set-and-unset pair states of its own: its words and its handler. */
type ToggleSide<Params, Response extends Answers> = Pick<
  RouteDeclaration<Params, undefined, undefined, Response>,
  'summary' | 'handler'
>

export interface ToggleDeclaration<Params, Response extends Answers> extends Omit<
  RouteDeclaration<Params, undefined, undefined, Response>,
  'method' | 'summary' | 'handler'
> {
  /** Sets the thing; again changes nothing. */
  put: ToggleSide<Params, Response>
  /** Unsets it; again changes nothing. */
  delete: ToggleSide<Params, Response>
}

/**
 * A PUT and a DELETE on one URL that set and unset one thing of the caller's (a like, a
 * bookmark, a block): the same access, limit, schemas and errors, each its own summary and
 * handler. Registered PUT first.
 */
export function toggleRoutes<Params = undefined, Response extends Answers = Answers>(
  app: ZodApp,
  declaration: ToggleDeclaration<Params, Response>,
): void {
  const { put, delete: unset, ...shared } = declaration
  route(app, { ...shared, method: 'PUT', ...put })
  route(app, { ...shared, method: 'DELETE', ...unset })
}

/**
 * A route's hooks of one kind: none, the one itself, or several. One is not given in an array:
 * the HEAD route Fastify adds beside a GET shares the GET's options, and @fastify/compress pushes
 * its hook onto an array in place, so a HEAD would run it twice (as it would with several: no GET
 * has several).
 */
function hooks<Name extends 'onRequest' | 'preHandler', Hook>(
  name: Name,
  list: Hook[],
): { [Key in Name]?: Hook | Hook[] } {
  if (list.length === 0) return {}
  return { [name]: list.length === 1 ? list[0] : list } as { [Key in Name]?: Hook | Hook[] }
}

/** The hooks that hold a route to its access (server/auth/auth-plugin.ts). */
function accessCheck(
  app: ZodApp,
  access: Access,
): { onRequest: onRequestHookHandler[]; preHandler: preHandlerHookHandler[] } {
  switch (access) {
    case 'public':
    case 'viewer':
      return { onRequest: [], preHandler: [] }
    case 'signedIn':
      return { onRequest: [app.authenticate], preHandler: [] }
    case 'verified':
      return { onRequest: [app.requireVerified], preHandler: [] }
    case 'editor':
    case 'administrator':
    case 'owner':
      // A preHandler, so the rate limit counts a refusal too.
      return { onRequest: [app.authenticate], preHandler: [app.requireRole(access)] }
  }
}
