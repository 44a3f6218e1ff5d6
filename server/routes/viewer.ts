import type { FastifyInstance, FastifyRequest } from 'fastify'
import { bearerToken } from '../bearer'

/**
 * On a public route that shows more to a signed-in caller (a draft to its author): the caller's
 * uid when a valid server token comes along, else undefined. A missing, expired or forged token
 * is not an error here; the call is simply anonymous.
 */
export async function viewerOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string | undefined> {
  const token = bearerToken(request.headers.authorization)
  if (!token) return undefined
  return app.verifyAccessToken(token).then(
    (user) => user.uid,
    () => undefined,
  )
}
