import type { FastifyInstance } from 'fastify'
import type { ModeratorAccount } from './report-repository'

/** The identity provider as the identity plugin decorates the app with it. */
type IdentityService = FastifyInstance['identity']

/** How many accounts the identity provider looks up in one call (firebase-admin's limit). */
const LOOKUP_MAX = 100

/**
 * The moderators' accounts as the identity provider has them now: MODERATOR_EMAILS that belong to
 * an account whose email is verified (the same rule as `app.isModerator`). An email nobody has
 * registered yet is no one to tell.
 */
export async function moderatorAccounts(
  identity: IdentityService,
  emails: readonly string[],
): Promise<ModeratorAccount[]> {
  const accounts: ModeratorAccount[] = []
  for (let start = 0; start < emails.length; start += LOOKUP_MAX) {
    const batch = emails.slice(start, start + LOOKUP_MAX).map((email) => ({ email }))
    const { users } = await identity.auth.getUsers(batch)
    for (const user of users) {
      if (user.emailVerified && user.email) {
        accounts.push({ uid: user.uid, email: user.email.toLowerCase() })
      }
    }
  }
  return accounts
}
