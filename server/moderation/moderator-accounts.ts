import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/schema'
import type { ModeratorAccount } from './report-repository'
import '../site/tables'

/** The identity provider as the identity plugin decorates the app with it. */
type IdentityService = FastifyInstance['identity']

/** How many accounts the identity provider looks up in one call (firebase-admin's limit). */
const LOOKUP_MAX = 100

/**
 * The moderators' accounts: the staff who are editors or above, and MODERATOR_EMAILS that belong
 * to an account whose email is verified, as the identity provider has them now (the same rule as
 * `app.roleOf`, docs/decisions/0074). An email nobody has registered yet is no one to tell.
 */
export async function moderatorAccounts(
  db: Db,
  identity: IdentityService,
  emails: readonly string[],
): Promise<ModeratorAccount[]> {
  const staff = await db
    .selectFrom('staff')
    .select(['uid', 'email'])
    .where('role', 'in', ['owner', 'administrator', 'editor'])
    .execute()
  const accounts = new Map<string, ModeratorAccount>(staff.map((row) => [row.uid, row]))
  const known = new Set(staff.map((row) => row.email))
  const asked = emails.filter((email) => !known.has(email))
  for (let start = 0; start < asked.length; start += LOOKUP_MAX) {
    const batch = asked.slice(start, start + LOOKUP_MAX).map((email) => ({ email }))
    const { users } = await identity.auth.getUsers(batch)
    for (const user of users) {
      // A staff row with a lesser role (a contributor) is what that person is.
      if (user.emailVerified && user.email && !(await isStaff(db, user.uid))) {
        accounts.set(user.uid, { uid: user.uid, email: user.email.toLowerCase() })
      }
    }
  }
  return [...accounts.values()]
}

async function isStaff(db: Db, uid: string): Promise<boolean> {
  return !!(await db.selectFrom('staff').select('uid').where('uid', '=', uid).executeTakeFirst())
}
