// POST /getToken: a verified Firebase ID token in, the server's own short-lived token out.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { GetTokenInputSchema, TokenResponseSchema } from '../../contract/auth'
import { bearerToken } from '../bearer'
import { forbidden, unauthorized } from '../errors'
import { now } from '../clock'
import { claimUnowned } from '../owners/claim'
import { syncProfile } from '../profiles/profile-repository'
import { publicName } from '../profiles/public-name'
import { RATE_LIMITS } from '../plugins/rate-limit'
import { errorResponses } from './route-schema'

const token: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/getToken',
    {
      config: { rateLimit: RATE_LIMITS.getToken },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a Firebase ID token (Authorization: Bearer) for a server token',
        body: GetTokenInputSchema,
        response: { 200: TokenResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const idToken = bearerToken(request.headers.authorization)
      if (!idToken) throw unauthorized('Sign in to do this')
      const decoded = await app.identity.verifyIdToken(idToken).catch((error: unknown) => {
        request.log.info({ err: error }, 'ID token rejected')
        throw unauthorized('Your sign-in is not valid, please sign in again')
      })
      const email = decoded.email
      if (!email || email.toLowerCase() !== request.body.email.toLowerCase()) {
        throw forbidden('The email does not match your sign-in')
      }
      const name = typeof decoded.name === 'string' && decoded.name ? decoded.name : email
      // Rows from before uids go to the account that wrote them (docs/decisions/0017).
      const createdAt = await app.identity.accountCreatedAt(decoded.uid)
      const claimed = await claimUnowned(app.database.db, { uid: decoded.uid, email, createdAt })
      if (claimed > 0) request.log.info({ uid: decoded.uid, claimed }, 'unowned records claimed')
      // The public's view of the user: never their email, even as a name (docs/decisions/0024).
      await syncProfile(app.database.db, {
        uid: decoded.uid,
        displayName: publicName(name),
        photoURL: typeof decoded.picture === 'string' ? decoded.picture : '',
        at: now(),
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
  )
}

export default token
