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
      inviterName: async (uid) =>
        publicName((await findProfile(db, uid))?.display_name ?? '') || 'The site’s owner',
      log: app.log,
    })
  },
  { name: 'site-invitations', dependencies: ['database', 'jobs', 'mail', 'site'] },
)
