// One instance's mail workers, as a process the mail test can `kill -9`
// (mail-exactly-once.test.ts): the app's own mail jobs (server/mail/mail-jobs.ts) and queue on
// the database named in the environment, sending over SMTP_URL. With ENQUEUE_POST it first asks
// for that post's mails, as publishing does.
import pino from 'pino'
import { startMailJobs } from '../../server/mail/mail-jobs'
import { createMailer } from '../../server/mail/mailer'
import { mailTokens } from '../../server/mail/tokens'
import { workerQueue } from './job-queue'

const { database, queue } = await workerQueue()
const mailer = createMailer(
  {
    transport: { kind: 'smtp', url: process.env.SMTP_URL ?? '' },
    from: 'Quill <q@quill.test>',
    fromGiven: true,
    perSecond: 5000,
    confirmationsPerDomain: 60,
  },
  database.db,
)
const mail = await startMailJobs({
  db: database.db,
  jobs: queue,
  mailer,
  tokens: mailTokens(new TextEncoder().encode(process.env.TOKEN_SECRET ?? 'secret')),
  publicUrl: 'http://localhost:3000',
  siteName: async () => 'Quill',
  perSecond: 5000,
  confirmationsPerDomain: 60,
  log: pino({ level: 'warn' }),
  // A send cut by the kill is taken for dead after 3 s and run again.
  sendLeaseSeconds: 3,
  retryDelaySeconds: 1,
  concurrency: 8,
})
if (process.env.ENQUEUE_POST) await mail.enqueuePostEmails(process.env.ENQUEUE_POST)
process.stdout.write('ready\n')
