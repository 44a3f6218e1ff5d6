// What the real server checks before it acts, in its own error shapes (server/plugins/auth.ts,
// server/plugins/error-handler.ts), for the content handlers.
import { HttpResponse } from 'msw'
import type { z } from 'zod'
import type { ErrorBody } from '../../contract/common'
import { identity } from '../identity-store'
import { errorResponse } from './shared'

/**
 * Who a protected call comes from, as the server would know it from the bearer token: the mock
 * trusts the `email` header the app sends beside the token. Either an email and the name the
 * server signs with (the account's display name, else the email), and the account's uid (the
 * token's `sub`; the email for a caller the identity store does not know), or the 401 answer.
 */
export function caller(request: Request) {
  const email = request.headers.get('email')
  if (!request.headers.get('Authorization')?.startsWith('Bearer ') || !email) {
    return { response: errorResponse(401, 'unauthorized', 'Sign in first') }
  }
  const user = identity.users.get(email)
  const uid = user?.localId ?? identity.sessionUids.get(email) ?? email
  return { email, name: user?.displayName || email, uid }
}

/** A 400 with a message per field, as the server answers a body its schema rejects. */
export function invalid(error: z.core.$ZodError) {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message
  const message = Object.values(fields)[0] ?? 'Invalid request'
  return HttpResponse.json<ErrorBody>(
    { error: { code: 'validation_failed', message, fields } },
    { status: 400 },
  )
}
