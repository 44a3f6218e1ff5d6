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

/** As viewerOf, the caller's whole user and whether they moderate (issue 26). */
export async function viewerUserOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ uid: string | undefined; moderator: boolean }> {
  const token = bearerToken(request.headers.authorization)
  if (!token) return { uid: undefined, moderator: false }
  return app.verifyAccessToken(token).then(
    (user) => ({ uid: user.uid, moderator: app.isModerator(user) }),
    () => ({ uid: undefined, moderator: false }),
  )
}
