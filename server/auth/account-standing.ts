// Is the account behind a server token still in good standing? Asked before every write (issue
// 21, item 6): a server token lives 15 minutes, and without this an account deleted or disabled
// at the identity provider, or signed out everywhere (its tokens revoked), kept writing until its
// token ended. The answer is kept a few seconds per account, so a burst of writes asks once.
import type { FastifyInstance } from 'fastify'
import { HttpError, unauthorized } from '../errors'

/** The identity provider as the identity plugin decorates the app with it. */
type IdentityService = FastifyInstance['identity']

/** How long an account's standing is taken as known: seconds, not the token's 15 minutes. */
export const ACCOUNT_STANDING_TTL_MS = 10_000
/** Accounts remembered at most; the oldest forgotten first. */
const REMEMBERED_MAX = 10_000

export const ACCOUNT_ENDED_MESSAGE = 'Your session has ended, please sign in again'
const UNCHECKED_MESSAGE = 'Your sign-in cannot be checked just now, please try again'

interface Standing {
  /** Deleted or disabled. */
  ended: boolean
  /** Tokens issued before this (ms since the epoch) were revoked. */
  validAfterMs: number
  checkedAt: number
}

export function accountStanding(identity: Pick<IdentityService, 'account'>) {
  const known = new Map<string, Standing>()

  async function standing(uid: string): Promise<Standing> {
    const now = Date.now()
    const cached = known.get(uid)
    if (cached && now - cached.checkedAt < ACCOUNT_STANDING_TTL_MS) return cached
    const account = await identity.account(uid).catch((error: unknown) => {
      // Refused rather than let through: a write is worth less than a removed account's safety.
      const unavailable = new HttpError(503, 'unavailable', UNCHECKED_MESSAGE)
      throw Object.assign(unavailable, { cause: error })
    })
    const fresh: Standing = {
      ended: account === null || account.disabled,
      validAfterMs: account?.tokensValidAfterMs ?? 0,
      checkedAt: now,
    }
    known.delete(uid)
    known.set(uid, fresh)
    if (known.size > REMEMBERED_MAX) {
      const oldest = known.keys().next()
      if (!oldest.done) known.delete(oldest.value)
    }
    return fresh
  }

  /** Throws 401 unless the account exists, is enabled, and did not revoke tokens after `issuedAtSec`. */
  return async function requireStanding(uid: string, issuedAtSec: number): Promise<void> {
    const { ended, validAfterMs } = await standing(uid)
    if (ended || issuedAtSec * 1000 < validAfterMs) throw unauthorized(ACCOUNT_ENDED_MESSAGE)
  }
}
