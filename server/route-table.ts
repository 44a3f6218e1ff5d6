// The route table: every route the app registers, as Fastify adds it. The OpenAPI conformance
// test and the reliability suite (tests/reliability/) walk it, so a new route is tested the day
// it is added instead of when someone remembers to list it.
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify'

export interface RouteEntry {
  method: HTTPMethods
  /** As registered, with the prefix: `/api/post/:postId`. */
  url: string
  schema: FastifySchema | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, HEAD left out (Fastify adds one for each GET). */
    routeTable: readonly RouteEntry[]
  }
}

/** Called on the root instance before anything registers a route. */
export function collectRoutes(fastify: FastifyInstance): void {
  const routes: RouteEntry[] = []
  fastify.decorate('routeTable', routes)
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue
      routes.push({ method, url: route.url, schema: route.schema })
    }
  })
}

/**
 * A route's URL as Fastify's router reads it (`:param`, `:param(regex)`, `::` for a colon, `*`),
 * as a RegExp over a request's path; a trailing slash is ignored, as the router is told to.
 */
export function routePattern(url: string): RegExp {
  let source = ''
  for (let i = 0; i < url.length;) {
    const char = url[i] ?? ''
    if (char === ':' && url[i + 1] === ':') {
      source += ':'
      i += 2
    } else if (char === ':') {
      let end = i + 1
      while (end < url.length && /\w/.test(url[end] ?? '')) end++
      if (url[end] === '(') {
        const close = url.indexOf(')', end)
        source += `(?:${url.slice(end + 1, close)})`
        end = close + 1
      } else source += '[^/]+'
      i = end
    } else if (char === '*') {
      source += '.*'
      i++
    } else {
      source += char.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
      i++
    }
  }
  return new RegExp(`^${source.replace(/\\\/$/, '')}/?$`)
}

/**
 * What to answer a request no route found: the methods some route serves at its path (HEAD
 * beside each GET, as Fastify adds it), when its own method is not among them — a 405 naming
 * them in `Allow` (RFC 9110 §15.5.6), not a 404 (ADR 0057) — or null: nothing is served there,
 * or a route that serves this method found nothing (a 404 as ever). A catch-all (`*`, the CORS
 * preflight's) names no path of its own: it makes no path served, but its method is.
 */
export function methodNotAllowed(
  routes: readonly RouteEntry[],
): (path: string, method: string) => string[] | null {
  let specific: { pattern: RegExp; method: string }[] | undefined
  let everywhere: Set<string> | undefined
  return (path, method) => {
    // Built at the first miss, once every route is registered.
    const catchAll = (route: RouteEntry) => route.url === '*' || route.url === '/*'
    everywhere ??= new Set(routes.filter(catchAll).map((route) => route.method))
    specific ??= routes
      .filter((route) => !catchAll(route))
      .map((route) => ({ pattern: routePattern(route.url), method: route.method }))
    if (everywhere.has(method)) return null
    const methods = new Set<string>()
    for (const { pattern, method: served } of specific) {
      if (!pattern.test(path)) continue
      methods.add(served)
      if (served === 'GET') methods.add('HEAD')
    }
    return methods.size > 0 && !methods.has(method) ? [...methods].sort() : null
  }
}
