// The set-up of the moderation API tests: moderators (MODERATOR_EMAILS: one verified, one not),
// an author, a reader and a troll; requests as any of them, and reporting.
import { randomBytes } from 'node:crypto'
import type { Dialect } from '../db/schema'
import type { TestUser } from '../../tests/setup/users'
import { appWithUsers, requestAs } from '../../tests/setup/suite'

export function moderationSuite(dialect: Dialect) {
  const tag = randomBytes(4).toString('hex')
  const modEmail = `mod-${tag}@example.com`
  const unverifiedEmail = `mod2-${tag}@example.com`
  const suite = appWithUsers(
    dialect,
    {
      mod: { email: modEmail, name: 'Mod' },
      unverifiedMod: { email: unverifiedEmail, name: 'Mod2', verified: false },
      author: 'Author',
      reader: 'Reader',
      troll: 'Troll',
    },
    { MODERATOR_EMAILS: `${modEmail.toUpperCase()},${unverifiedEmail}` },
  )
  const inject = requestAs(suite)
  const report = (who: TestUser | undefined, payload: Record<string, unknown>) =>
    inject('POST', '/api/reports', who, payload)
  return Object.assign(suite, { tag, inject, report })
}
