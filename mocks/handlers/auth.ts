// POST /api/getToken: a server token in exchange for an ID token that names a known account
// with the same email, as the real server checks it. GET /api/dev/oob-codes: the fake
// emulator's outbox, newest first.
import { HttpResponse, http } from 'msw'
import { type GetTokenInput, GetTokenInputSchema, type TokenResponse } from '../../contract/auth'
import type { ErrorBody } from '../../contract/common'
import type { OobCode } from '../../contract/dev-mailbox'
import { identity, userFromToken } from '../identity-store'
import { API, errorResponse } from './shared'

let issued = 0

export const handlers = [
  http.post<never, GetTokenInput, TokenResponse | ErrorBody>(
    `${API}/getToken`,
    async ({ request }) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]
      const user = userFromToken(bearer)
      if (!user) return errorResponse(401, 'unauthorized', 'Sign in to do this')
      const input = GetTokenInputSchema.safeParse(await request.json())
      if (!input.success) return errorResponse(400, 'validation_failed', 'Invalid email address')
      if (input.data.email.toLowerCase() !== user.email.toLowerCase()) {
        return errorResponse(403, 'forbidden', 'The email does not match your sign-in')
      }
      issued += 1
      return HttpResponse.json({ token: `server-token-${issued}` })
    },
  ),

  http.get<never, never, OobCode[]>(`${API}/dev/oob-codes`, () =>
    HttpResponse.json(
      identity.outbox
        .map((sent, index) => ({
          email: sent.email,
          requestType: sent.requestType,
          oobCode: `code${index}`,
          oobLink: `http://127.0.0.1:9099/emulator/action?mode=${sent.requestType}&oobCode=code${index}`,
        }))
        .reverse(),
    ),
  ),
]
