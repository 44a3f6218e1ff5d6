// POST /getToken: a verified Firebase ID token in, the server's own short-lived token out.
import type { FastifyRequest } from 'fastify'
import type { DecodedIdToken } from 'firebase-admin/auth'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { GetTokenInputSchema, TokenResponseSchema } from '../../contract/auth'
import { bearerToken } from './bearer'
import { forbidden, unauthorized } from '../errors'
import { now } from '../clock'
import { claimUnowned } from '../owners/claim'
import { syncProfile } from '../profiles/profile-repository'
import { requestLanguage } from '../http/request-language'
import { providerDisplayName, providerPhotoUrl } from '../profiles/provider-profile'
import { publicName } from '../profiles/public-name'
import { byAddress } from '../http/rate-limits'
import { route } from '../http/route'
import { rateLimits } from './rate-limits'

const token: FastifyPluginAsyncZod = async (app) => {
  // The ID token is verified once per request (one call to the identity provider): first by the
  // rate limit, which must know whose budget to count, then read again by the handler.
  const verifications = new WeakMap<FastifyRequest, Promise<DecodedIdToken | null>>()
  const verified = (request: FastifyRequest): Promise<DecodedIdToken | null> => {
    let verification = verifications.get(request)
    if (!verification) {
      const idToken = bearerToken(request.headers.authorization)
      verification = idToken
        ? app.identity.verifyIdToken(idToken).catch((error: unknown) => {
            request.log.info({ err: error }, 'ID token rejected')
            return null
          })
        : Promise.resolve(null)
      verifications.set(request, verification)
    }
    return verification
  }
  /** A verified account's own budget; an exchange that fails verification, its address's. */
  const exchanger = async (request: FastifyRequest) => {
    const decoded = await verified(request)
    return decoded ? `exchange:${decoded.uid}` : byAddress(request)
  }

  route(app, {
    method: 'POST',
    url: '/getToken',
    access: 'public',
    rateLimit: { ...rateLimits.getToken, keyGenerator: exchanger },
    tag: 'auth',
    summary: 'Exchange a Firebase ID token (Authorization: Bearer) for a server token',
    body: GetTokenInputSchema,
    response: { 200: TokenResponseSchema },
    errors: [401, 403],
    handler: async (request) => {
      if (!bearerToken(request.headers.authorization)) throw unauthorized('Sign in to do this')
      const decoded = await verified(request)
      if (!decoded) throw unauthorized('Your sign-in is not valid, please sign in again')
      const email = decoded.email
      if (!email || email.toLowerCase() !== request.body.email.toLowerCase()) {
        throw forbidden('The email does not match your sign-in')
      }
      // The profile's rules apply to what the provider says too (issue 21).
      const name =
        providerDisplayName(typeof decoded.name === 'string' ? decoded.name : '') || email
      // Rows from before uids go to the account that wrote them (docs/decisions/0017).
      const createdAt = await app.identity.accountCreatedAt(decoded.uid)
      const claimed = await claimUnowned(app.database.db, { uid: decoded.uid, email, createdAt })
      if (claimed > 0) request.log.info({ uid: decoded.uid, claimed }, 'unowned records claimed')
      // The public's view of the user: never their email, even as a name (docs/decisions/0024).
      await syncProfile(app.database.db, {
        uid: decoded.uid,
        displayName: publicName(name),
        photoURL: providerPhotoUrl(decoded.picture),
        at: now(),
        // Kept the first time: the language their mails are in (ADR 0077, "Mails").
        language: requestLanguage(request, (await app.site()).settings.language),
      })
      return {
        token: await app.signAccessToken({
          uid: decoded.uid,
          email,
          emailVerified: decoded.email_verified === true,
          name,
        }),
      }
    },
  })
}

export default token
