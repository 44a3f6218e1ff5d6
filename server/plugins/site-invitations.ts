// Invitations to the staff go out by mail (ADR 0074): the job that sends them, on the mail
// plugin's mailer and tokens.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { publicName } from '../profiles/public-name'
import { findProfile } from '../profiles/profile-repository'
import { startInvitationMail } from '../site/invitation-mail'

export default fp(
  async function siteInvitations(app: FastifyInstance) {
    const { db } = app.database
    await startInvitationMail({
      db,
      jobs: app.jobs,
      mailer: app.mail.mailer,
      tokens: app.mail.tokens,
      publicUrl: app.config.publicUrl,
      siteName: async () => (await app.site()).settings.title,
      siteLanguage: async () => (await app.site()).settings.language,
      // Nobody named: the mail says who in its own language.
      inviterName: async (uid) => publicName((await findProfile(db, uid))?.display_name ?? ''),
      personLanguage: async (email) => {
        const uid = await app.identity.auth.getUserByEmail(email).then(
          (user) => user.uid,
          // Nobody's yet; or the provider cannot say now, and the invitation is not held up for it.
          (error: unknown) => {
            if ((error as { code?: unknown }).code !== 'auth/user-not-found') {
              app.log.warn({ err: error }, 'an invitee could not be looked up: inviter’s language')
            }
            return undefined
          },
        )
        const profile = uid === undefined ? undefined : await findProfile(db, uid)
        return profile ? profile.language : undefined
      },
      log: app.log,
    })
  },
  { name: 'site-invitations', dependencies: ['database', 'identity', 'jobs', 'mail', 'site'] },
)
