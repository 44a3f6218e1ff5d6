// The Firebase Auth emulator's REST API as the Firebase JS SDK calls it (identitytoolkit and
// securetoken), answered from mocks/identity-store.ts. Errors use the emulator's codes, so the
// SDK turns them into the same auth/* errors the app sees for real.
import { HttpResponse, http } from 'msw'
import { EMBEDDED_DEFAULTS } from '../../contract/client-config'
import {
  type IdentityUser,
  addIdentityUser,
  identity,
  idTokenFor,
  userFromToken,
} from '../identity-store'

const EMULATOR = EMBEDDED_DEFAULTS.authEmulatorUrl ?? 'http://127.0.0.1:9099'
export const SECURE_TOKEN = `${EMULATOR}/securetoken.googleapis.com/v1/token`

/** `…/v1/accounts:<method>?key=…`; a RegExp, because msw reads ':' in a path as a parameter. */
export function accountsEndpoint(method: string): RegExp {
  const origin = EMULATOR.replaceAll('.', '\\.')
  return new RegExp(`^${origin}/identitytoolkit\\.googleapis\\.com/v1/accounts:${method}(\\?|$)`)
}

/** An error answer as the emulator gives it; the SDK reads `message`. */
export function identityError(message: string) {
  return HttpResponse.json(
    { error: { code: 400, message, errors: [{ message, reason: 'invalid', domain: 'global' }] } },
    { status: 400 },
  )
}

function session(user: IdentityUser) {
  return {
    localId: user.localId,
    email: user.email,
    displayName: user.displayName ?? '',
    idToken: idTokenFor(user),
    refreshToken: `refresh-${user.localId}`,
    expiresIn: '3600',
  }
}

function accountInfo(user: IdentityUser) {
  return {
    localId: user.localId,
    email: user.email,
    emailVerified: user.emailVerified,
    ...(user.displayName ? { displayName: user.displayName } : {}),
    ...(user.photoUrl ? { photoUrl: user.photoUrl } : {}),
    providerUserInfo: [{ providerId: user.providerId, email: user.email, rawId: user.email }],
    createdAt: '1700000000000',
    lastLoginAt: '1700000000000',
  }
}

type Body = Record<string, unknown>
/** The outbox's email whose code is `oobCode` (`code<index>`), of that kind and not used yet. */
function sentEmail(oobCode: string, requestType: string) {
  const sent = identity.outbox[Number(/^code(\d+)$/.exec(oobCode)?.[1] ?? -1)]
  return sent && sent.requestType === requestType && !sent.used ? sent : undefined
}

const text = (body: Body, key: string) => (typeof body[key] === 'string' ? body[key] : '')
const isEmail = (value: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)

export const handlers = [
  http.post<never, Body>(accountsEndpoint('signUp'), async ({ request }) => {
    const body = await request.json()
    const email = text(body, 'email')
    const password = text(body, 'password')
    if (!isEmail(email)) return identityError('INVALID_EMAIL')
    if (identity.users.has(email)) return identityError('EMAIL_EXISTS')
    if (password.length < 6) {
      return identityError('WEAK_PASSWORD : Password should be at least 6 characters')
    }
    return HttpResponse.json(session(addIdentityUser({ email, password })))
  }),

  http.post<never, Body>(accountsEndpoint('signInWithPassword'), async ({ request }) => {
    const body = await request.json()
    const user = identity.users.get(text(body, 'email'))
    if (!user) return identityError('EMAIL_NOT_FOUND')
    if (user.password !== text(body, 'password')) return identityError('INVALID_PASSWORD')
    return HttpResponse.json({ ...session(user), registered: true })
  }),

  http.post<never, Body>(accountsEndpoint('signInWithIdp'), async ({ request }) => {
    const body = await request.json()
    const params = new URLSearchParams(text(body, 'postBody'))
    const providerId = params.get('providerId') ?? ''
    const claims = JSON.parse(params.get('id_token') ?? params.get('access_token') ?? '{}') as {
      email?: string
      name?: string
    }
    if (!claims.email) return identityError('INVALID_IDP_RESPONSE')
    const user =
      identity.users.get(claims.email) ??
      addIdentityUser({
        email: claims.email,
        password: null,
        displayName: claims.name ?? null,
        emailVerified: true,
        providerId,
      })
    return HttpResponse.json({ ...session(user), providerId, federatedId: claims.email })
  }),

  http.post<never, Body>(accountsEndpoint('lookup'), async ({ request }) => {
    const user = userFromToken(text(await request.json(), 'idToken'))
    if (!user) return identityError('USER_NOT_FOUND')
    return HttpResponse.json({
      kind: 'identitytoolkit#GetAccountInfoResponse',
      users: [accountInfo(user)],
    })
  }),

  http.post<never, Body>(accountsEndpoint('update'), async ({ request }) => {
    const body = await request.json()
    // applyActionCode: a verification link followed (the code is the outbox's, handlers/auth.ts).
    if (text(body, 'oobCode')) {
      const sent = sentEmail(text(body, 'oobCode'), 'VERIFY_EMAIL')
      const verified = sent && identity.users.get(sent.email)
      if (!sent || !verified) return identityError('INVALID_OOB_CODE')
      verified.emailVerified = true
      sent.used = true
      return HttpResponse.json({ email: verified.email, emailVerified: true })
    }
    const user = userFromToken(text(body, 'idToken'))
    if (!user) return identityError('INVALID_ID_TOKEN')
    // The emulator validates requests against its schema, which has no nulls.
    if (body.displayName === null || body.photoUrl === null) {
      return identityError('INVALID_REQ_TYPE : Invalid JSON payload')
    }
    if (typeof body.displayName === 'string') user.displayName = body.displayName
    if (typeof body.photoUrl === 'string') user.photoUrl = body.photoUrl
    const deleted = Array.isArray(body.deleteAttribute) ? body.deleteAttribute : []
    if (deleted.includes('DISPLAY_NAME')) user.displayName = null
    if (deleted.includes('PHOTO_URL')) user.photoUrl = null
    return HttpResponse.json({ ...accountInfo(user), ...session(user) })
  }),

  http.post<never, Body>(accountsEndpoint('sendOobCode'), async ({ request }) => {
    const body = await request.json()
    const requestType = text(body, 'requestType')
    const user =
      requestType === 'VERIFY_EMAIL'
        ? userFromToken(text(body, 'idToken'))
        : identity.users.get(text(body, 'email'))
    if (requestType !== 'VERIFY_EMAIL') {
      if (!text(body, 'email')) return identityError('MISSING_EMAIL')
      if (!isEmail(text(body, 'email'))) return identityError('INVALID_EMAIL')
    }
    if (!user)
      return identityError(requestType === 'VERIFY_EMAIL' ? 'INVALID_ID_TOKEN' : 'EMAIL_NOT_FOUND')
    identity.outbox.push({ requestType, email: user.email })
    return HttpResponse.json({
      kind: 'identitytoolkit#GetOobConfirmationCodeResponse',
      email: user.email,
    })
  }),

  // verifyPasswordResetCode (no newPassword) and confirmPasswordReset.
  http.post<never, Body>(accountsEndpoint('resetPassword'), async ({ request }) => {
    const body = await request.json()
    const sent = sentEmail(text(body, 'oobCode'), 'PASSWORD_RESET')
    const user = sent && identity.users.get(sent.email)
    if (!sent || !user) return identityError('INVALID_OOB_CODE')
    const newPassword = text(body, 'newPassword')
    if (newPassword) {
      if (newPassword.length < 6) {
        return identityError('WEAK_PASSWORD : Password should be at least 6 characters')
      }
      user.password = newPassword
      sent.used = true
    }
    return HttpResponse.json({ email: user.email, requestType: 'PASSWORD_RESET' })
  }),

  http.post(SECURE_TOKEN, async ({ request }) => {
    const params = new URLSearchParams(await request.text())
    const user = userFromToken(params.get('refresh_token'))
    if (!user) return identityError('TOKEN_EXPIRED')
    return HttpResponse.json({
      access_token: idTokenFor(user),
      id_token: idTokenFor(user),
      expires_in: '3600',
      token_type: 'Bearer',
      refresh_token: `refresh-${user.localId}`,
      user_id: user.localId,
      project_id: 'demo-quill',
    })
  }),
]
