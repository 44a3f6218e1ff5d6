// The server's own access token: a short-lived JWT (HS256) issued by POST /getToken in exchange
// for a verified Firebase ID token, and required by every protected call.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose'
import { accountStanding } from './account-standing'
import type { AuthUser } from './auth-user'
import { bearerToken } from './bearer'
import { secretInDataDir } from '../secret-file'
import { type ErrorCode, HttpError, forbidden, suspended, unauthorized } from '../errors'
import { moderationMessages } from '../../contract/moderation'
import { type Role, roleAtLeast, siteMessages } from '../../contract/site'
import { staffRole, takeOwnership } from '../site/site-repository'

/** The roles a route may ask for; `author` is what every verified person already is. */
export type StaffRole = Exclude<Role, 'author' | 'contributor'>

/**
 * Short, so a disabled or deleted account loses access within minutes: the client refreshes
 * silently on a 401 (docs/decisions/0010), and each exchange asks the identity provider again.
 */
export const TOKEN_TTL_SECONDS = 15 * 60
const ISSUER = 'quill'
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The spec's client also sends the user's email in an `email` header: on every route that reads
 * a token, a header that is not the token's email is refused. Exported for the live
 * notification stream, whose token comes in its query.
 */
export function requireEmailHeaderOf(request: FastifyRequest, user: AuthUser): void {
  const emailHeader = request.headers.email
  if (emailHeader === undefined) return
  if (typeof emailHeader !== 'string' || emailHeader.toLowerCase() !== user.email.toLowerCase()) {
    throw forbidden('The email header does not match your session')
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: the caller must carry a valid server token (sets request.user). */
    authenticate(request: FastifyRequest): Promise<void>
    /** preHandler: as authenticate, and the user's email must be verified. */
    requireVerified(request: FastifyRequest): Promise<void>
    /**
     * A preHandler, after authenticate (onRequest): the user's role on the site must be `least`
     * or above (403 otherwise). A preHandler, so the route's rate limit counts a refusal too.
     */
    requireRole(least: StaffRole): (request: FastifyRequest) => Promise<void>
    /** The user's role on the site (docs/decisions/0074); null for a reader or unverified. */
    roleOf(user: AuthUser | null | undefined): Promise<Role | null>
    /** An editor or above: reads reports, hides, restores and suspends (ADR 0043, 0074). */
    isModerator(user: AuthUser | null | undefined): Promise<boolean>
    signAccessToken(user: AuthUser): Promise<string>
    /** The user a server token stands for; 401 when it is missing, expired or not ours. */
    verifyAccessToken(token: string | undefined): Promise<AuthUser>
    /**
     * On a public route that shows more to a signed-in caller: the token's user, or undefined
     * when no valid token came (a missing, expired or forged one is not an error here). Its
     * `email` header is held to the token as authenticate holds it (403).
     */
    viewer(request: FastifyRequest): Promise<AuthUser | undefined>
  }
  interface FastifyRequest {
    user: AuthUser | null
  }
}

/** TOKEN_SECRET, or one generated on first start and kept in DATA_DIR, readable by us only. */
export function loadTokenSecret(secret: string | undefined, dataDir: string): Uint8Array {
  return new TextEncoder().encode(secret || secretInDataDir(dataDir, 'token-secret', 48))
}

export default fp(
  async function auth(app: FastifyInstance) {
    const key = loadTokenSecret(app.config.tokenSecret, app.config.dataDir)
    app.decorateRequest('user', null)

    app.decorate('signAccessToken', async (user: AuthUser) => {
      // One clock reading for both claims: read twice, a second may tick between them.
      const issuedAt = Math.floor(Date.now() / 1000)
      return new SignJWT({ email: user.email, email_verified: user.emailVerified, name: user.name })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.uid)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_TTL_SECONDS)
        .sign(key)
    })

    /** The token's user and when it was issued (seconds). */
    async function verifyToken(
      token: string | undefined,
    ): Promise<{ user: AuthUser; issuedAt: number }> {
      if (!token) throw unauthorized('Sign in to do this')
      let payload
      try {
        ;({ payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] }))
      } catch (error) {
        throw unauthorized(
          error instanceof joseErrors.JWTExpired
            ? 'Your session has expired, please sign in again'
            : 'Your session is not valid, please sign in again',
        )
      }
      const { sub, email, email_verified: emailVerified, name, iat } = payload
      if (typeof sub !== 'string' || typeof email !== 'string') {
        throw unauthorized('Your session is not valid, please sign in again')
      }
      const user = {
        uid: sub,
        email,
        emailVerified: emailVerified === true,
        name: typeof name === 'string' && name ? name : email,
      }
      return { user, issuedAt: iat ?? 0 }
    }

    const verifyAccessToken = async (token: string | undefined) => (await verifyToken(token)).user
    const requireStanding = accountStanding(app.identity)

    async function authenticate(request: FastifyRequest): Promise<void> {
      const { user, issuedAt } = await verifyToken(bearerToken(request.headers.authorization))
      // A write asks the identity provider (seconds-old answers) whether the account still
      // stands: deleted, disabled or revoked, its token writes nothing more (issue 21).
      if (WRITES.has(request.method)) {
        await requireStanding(user.uid, issuedAt)
        // A suspended account reads, and signs in and out, but writes nothing (issue 26).
        const suspension = await app.database.db
          .selectFrom('suspensions')
          .select('uid')
          .where('uid', '=', user.uid)
          .executeTakeFirst()
        if (suspension) throw suspended(moderationMessages.suspended)
      }
      requireEmailHeaderOf(request, user)
      request.user = user
    }

    /**
     * A staff row says the role. Without one, OWNER_EMAIL's person takes a site nobody owns yet
     * (their first call that asks), and MODERATOR_EMAILS' people are editors (ADR 0074).
     */
    async function roleOf(user: AuthUser | null | undefined): Promise<Role | null> {
      if (!user?.emailVerified) return null
      const { db } = app.database
      const role = await staffRole(db, user.uid)
      if (role) return role
      const email = user.email.toLowerCase()
      if (email === app.config.ownerEmail && (await takeOwnership(db, user, undefined))) {
        app.publicAnswersChanged()
        return 'owner'
      }
      return app.config.moderatorEmails.includes(email) ? 'editor' : null
    }
    app.decorate('roleOf', roleOf)
    app.decorate('isModerator', async (user: AuthUser | null | undefined) =>
      roleAtLeast(await roleOf(user), 'editor'),
    )
    const refusals: Record<StaffRole, [ErrorCode, string]> = {
      owner: ['owner_only', siteMessages.ownerOnly],
      administrator: ['administrators_only', siteMessages.staffOnly],
      editor: ['moderators_only', moderationMessages.moderatorsOnly],
    }
    app.decorate('requireRole', (least: StaffRole) => async (request: FastifyRequest) => {
      if (!request.user) await authenticate(request)
      if (!roleAtLeast(await roleOf(request.user), least)) {
        const [code, message] = refusals[least]
        throw new HttpError(403, code, message)
      }
    })

    app.decorate('verifyAccessToken', verifyAccessToken)
    app.decorate('viewer', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization)
      if (!token) return undefined
      const user = await verifyAccessToken(token).catch(() => undefined)
      if (user) requireEmailHeaderOf(request, user)
      return user
    })
    app.decorate('authenticate', authenticate)
    app.decorate('requireVerified', async (request: FastifyRequest) => {
      await authenticate(request)
      if (!request.user?.emailVerified) {
        throw forbidden('You should verify your email address before post something')
      }
    })
  },
  { name: 'auth', dependencies: ['config', 'database', 'identity'] },
)
