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
