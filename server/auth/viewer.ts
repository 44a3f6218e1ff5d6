import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * On a public route that shows more to a signed-in caller (a draft to its author): the caller's
 * uid when a valid server token comes along, else undefined. A missing, expired or forged token
 * is not an error here; the call is simply anonymous. An `email` header that is not the token's
 * is a 403, as on every route that reads a token (`app.viewer`, server/auth/auth-plugin.ts).
 */
export async function viewerOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string | undefined> {
  return (await app.viewer(request))?.uid
}

/** As viewerOf, the caller's whole user and whether they moderate (issue 26). */
export async function viewerUserOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ uid: string | undefined; moderator: boolean }> {
  const user = await app.viewer(request)
  return { uid: user?.uid, moderator: await app.isModerator(user) }
}
