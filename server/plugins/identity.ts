// The identity provider as the server sees it: firebase-admin, pointed at the Auth emulator in
// embedded mode or at a real Firebase project. Verifies Firebase ID tokens.
import { randomUUID } from 'node:crypto'
import { type App, deleteApp, initializeApp } from 'firebase-admin/app'
import { type Auth, type DecodedIdToken, getAuth } from 'firebase-admin/auth'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Identity as IdentityConfig } from '../config'

export interface IdentityService {
  mode: IdentityConfig['mode']
  projectId: string
  /** The emulator's base URL in emulator mode. */
  emulatorUrl: string | undefined
  auth: Auth
  /** Verifies an ID token and that its account is neither disabled, deleted nor revoked. */
  verifyIdToken(idToken: string): Promise<DecodedIdToken>
  /** When the account was made, as ISO text. */
  accountCreatedAt(uid: string): Promise<string>
  /**
   * The account's standing now: null when it does not exist (deleted); `tokensValidAfterMs`,
   * when its tokens were last revoked (0 if never); its email, to tell them of a follow.
   */
  account(
    uid: string,
  ): Promise<{ disabled: boolean; tokensValidAfterMs: number; email: string | null } | null>
  ping(): Promise<boolean>
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService
  }
}

export default fp(
  async function identity(app: FastifyInstance) {
    const config = app.config.identity
    // firebase-admin reads the emulator's address from the environment only.
    if (config.mode === 'emulator') process.env.FIREBASE_AUTH_EMULATOR_HOST = config.emulatorHost
    // A named app per server instance, so several can live in one process (tests).
    const firebaseApp: App = initializeApp({ projectId: config.projectId }, `quill-${randomUUID()}`)
    const auth = getAuth(firebaseApp)
    const emulatorUrl = config.mode === 'emulator' ? `http://${config.emulatorHost}` : undefined

    app.decorate('identity', {
      mode: config.mode,
      projectId: config.projectId,
      emulatorUrl,
      auth,
      // checkRevoked: one call to the provider per exchange, refusing a disabled or deleted
      // account and tokens issued before a revocation (firebase-admin always checks against the
      // emulator; against a real project only when asked).
      verifyIdToken: (idToken: string) => auth.verifyIdToken(idToken, true),
      accountCreatedAt: async (uid: string) =>
        new Date((await auth.getUser(uid)).metadata.creationTime).toISOString(),
      account: async (uid: string) => {
        try {
          const user = await auth.getUser(uid)
          const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0
          return {
            disabled: user.disabled,
            tokensValidAfterMs: validAfter || 0,
            email: user.email ?? null,
          }
        } catch (error) {
          if ((error as { code?: unknown }).code === 'auth/user-not-found') return null
          throw error
        }
      },
      ping: async () => {
        // A real project's health is Google's to keep; its keys are fetched when needed.
        if (!emulatorUrl) return true
        try {
          const res = await fetch(emulatorUrl, { signal: AbortSignal.timeout(2000) })
          return res.ok
        } catch {
          return false
        }
      },
    } satisfies IdentityService)
    app.addHook('onClose', async () => deleteApp(firebaseApp))
  },
  { name: 'identity', dependencies: ['config'] },
)
