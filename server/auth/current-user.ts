import type { FastifyRequest } from 'fastify'
import { unauthorized } from '../errors'
import type { AuthUser } from './auth-user'

/** The user that app.authenticate / app.requireVerified put on the request. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized()
  return request.user
}
