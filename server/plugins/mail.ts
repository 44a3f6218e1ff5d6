// Posts by email (issue 24, ADR 0037): decorates the app with `mail` — the mailer (SMTP, or
// the dev mailbox in the embedded default), the signed tokens of its links, and the mail jobs
// on the durable queue (server/mail/mail-jobs.ts). Publishing a post calls
// `app.mail.enqueuePostEmails(postId)`; so will scheduled publishing.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type MailJobs, startMailJobs } from '../mail/mail-jobs'
import { type Mailer, createMailer } from '../mail/mailer'
import { type MailTokens, mailTokens } from '../mail/tokens'
import { loadTokenSecret } from '../auth/auth-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailJobs & { mailer: Mailer; tokens: MailTokens }
  }
}

export default fp(
  async function mail(app: FastifyInstance) {
    const { config } = app
    const mailer = createMailer(config.mail, app.database.db)
    const tokens = mailTokens(loadTokenSecret(config.tokenSecret, config.dataDir))
    const jobs = await startMailJobs({
      db: app.database.db,
      jobs: app.jobs,
      mailer,
      tokens,
      publicUrl: config.publicUrl,
      siteName: async () => (await app.site()).settings.title,
      siteLanguage: async () => (await app.site()).settings.language,
      perSecond: config.mail.perSecond,
      confirmationsPerDomain: config.mail.confirmationsPerDomain,
      log: app.log,
    })
    app.decorate('mail', {
      ...jobs,
      // With nowhere to send mail, nobody can have confirmed: nothing to fan out.
      enqueuePostEmails: (postId: string) =>
        mailer.kind === 'none' ? Promise.resolve() : jobs.enqueuePostEmails(postId),
      mailer,
      tokens,
    })
    // After the job queue has stopped (its preClose): no send is running any more.
    app.addHook('onClose', async () => mailer.close())
  },
  { name: 'mail', dependencies: ['config', 'database', 'jobs', 'site'] },
)
