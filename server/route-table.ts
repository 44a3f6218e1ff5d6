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
 * The methods some route serves at this path, HEAD beside each GET (Fastify adds it): a request
 * with another method is a 405 naming them in `Allow` (RFC 9110 §15.5.6), not a 404 (ADR 0057).
 * A catch-all (`*`) names no path of its own, so it is left out.
 */
export function methodsAt(routes: readonly RouteEntry[]): (path: string) => string[] {
  let patterns: { pattern: RegExp; method: string }[] | undefined
  return (path) => {
    // Built at the first miss, once every route is registered.
    patterns ??= routes
      .filter((route) => route.url !== '*' && route.url !== '/*')
      .map((route) => ({ pattern: routePattern(route.url), method: route.method }))
    const methods = new Set<string>()
    for (const { pattern, method } of patterns) {
      if (!pattern.test(path)) continue
      methods.add(method)
      if (method === 'GET') methods.add('HEAD')
    }
    return [...methods].sort()
  }
}
