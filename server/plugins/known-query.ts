// A query parameter an /api route does not know is refused (400), not dropped: `?limt=5` would
// otherwise answer 20 items as if asked right, and a typo stays unseen (ADR 0057). The routes
// of the protocols other software speaks (ActivityPub, WebFinger, NodeInfo) keep ignoring what
// they do not read, as those protocols expect of a server.
import type { FastifyInstance, preValidationHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../errors'

/** The keys a zod object schema names (zod and zod/mini alike keep them in `_zod.def.shape`). */
export function queryKeys(schema: unknown): string[] | undefined {
  const shape = (schema as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def?.shape
  return shape ? Object.keys(shape) : undefined
}

function refuseUnknown(known: readonly string[]): preValidationHookHandler {
  const taken = new Set(known)
  return async (request) => {
    const unknown = Object.keys((request.query ?? {}) as object).filter((key) => !taken.has(key))
    if (unknown.length === 0) return
    const takes = known.length > 0 ? `it takes ${known.join(', ')}` : 'it takes none'
    throw new HttpError(
      400,
      'validation_failed',
      `Unknown query parameter ${unknown.map((key) => `"${key}"`).join(', ')}: ${takes}`,
      Object.fromEntries(unknown.map((key) => [key, 'Unknown query parameter'])),
    )
  }
}

export default fp(
  async function knownQuery(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return
      const known = queryKeys(route.schema?.querystring)
      if (!known) return
      route.preValidation = [[route.preValidation ?? []].flat(), refuseUnknown(known)].flat()
    })
  },
  { name: 'known-query', dependencies: [] },
)
