// The mail queues on the durable job queue (ADR 0034, 0037):
// - `mail-post`: one per published post: finds its recipients in pages of FANOUT_BATCH (each
//   address once), records their deliveries and enqueues one `mail-send` job per recipient.
// - `mail-send`: one post to one address; claims the delivery, sends, marks it sent. SMTP 5xx
//   marks the address bounced and ends the job; anything else is retried with backoff.
// - `mail-confirm`: an address's confirmation mail, at most one an hour to its mailbox and a
//   bounded number an hour to its domain (confirmations.ts).
// The app runs them through plugins/mail.ts; the reliability test runs them in a process of its
// own that it kills.
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/schema'
import type { JobQueue } from '../jobs/queue'
import { describeError } from '../jobs/queue'
import { findPost } from '../posts/post-repository'
import { publicName } from '../profiles/public-name'
import {
  claimDelivery,
  queueDeliveries,
  recipientsAfter,
  settleDelivery,
} from './delivery-repository'
import { type Mailer, isPermanentFailure, pacer } from './mailer'
import { listId, renderConfirmMail, renderPostMail } from './render'
import {
  CONFIRMATION_EVERY_MS,
  claimConfirmation,
  lastConfirmation,
  mailboxOf,
} from './confirmations'
import {
  authorName,
  findSubscription,
  markBounced,
  pendingAuthors,
  pendingLanguage,
  WHOLE_SITE,
} from './subscription-repository'
import { mailLanguage } from './words'
import { SOURCE_LANGUAGE } from '../../contract/languages'
import type { MailTokens } from './tokens'

export const POST_QUEUE = 'mail-post'
export const SEND_QUEUE = 'mail-send'
export const CONFIRM_QUEUE = 'mail-confirm'
/** Recipients recorded and enqueued at a time by a fan-out. */
export const FANOUT_BATCH = 500
/** One mail's send: retried after 1, 2, 4 … minutes, eight runs in all (about 4 hours). */
export const SEND_MAX_ATTEMPTS = 8

export interface MailJobsOptions {
  db: Db
  jobs: JobQueue
  mailer: Mailer
  tokens: MailTokens
  publicUrl: string
  /** The site's name as it is now (its settings, ADR 0074): mails name it, and come from it. */
  siteName: () => Promise<string>
  /**
   * The site's language now (ADR 0074): the mails' to a subscription from before languages were
   * kept (ADR 0077, "Mails"). English where not given.
   */
  siteLanguage?: () => Promise<string>
  perSecond: number
  log: FastifyBaseLogger
  /** A send not finished by then is taken for dead (and its delivery with it). */
  sendLeaseSeconds?: number
  retryDelaySeconds?: number
  /** Send workers on this instance. */
  concurrency?: number
  /** Confirmation mails to one domain an hour, at most (MAIL_CONFIRMATIONS_PER_DOMAIN). */
  confirmationsPerDomain: number
}

export interface MailJobs {
  /** Emails a newly published post to its author's and the site's confirmed subscribers. */
  enqueuePostEmails(postId: string): Promise<void>
  /**
   * Sends the address its confirmation now, or when its mailbox's hour is up (one waits at most
   * per mailbox), or when its domain's hour is.
   */
  requestConfirmation(email: string): Promise<void>
  unsubscribeUrl(subscriptionId: string): string
}

export async function startMailJobs(options: MailJobsOptions): Promise<MailJobs> {
  const { db, jobs, mailer, tokens, publicUrl, log } = options
  const leaseSeconds = options.sendLeaseSeconds ?? 120
  const retryDelaySeconds = options.retryDelaySeconds ?? 60
  const pace = pacer(options.perSecond)
  const siteLanguage = options.siteLanguage ?? (() => Promise.resolve(SOURCE_LANGUAGE))
  const unsubscribeUrl = (subscriptionId: string) =>
    `${publicUrl}/api/subscriptions/unsubscribe?token=${tokens.sign('unsubscribe', subscriptionId)}`

  await jobs.define(POST_QUEUE, { maxAttempts: 5, retryDelaySeconds, expireInSeconds: 600 })
  await jobs.define(SEND_QUEUE, {
    maxAttempts: SEND_MAX_ATTEMPTS,
    retryDelaySeconds,
    expireInSeconds: leaseSeconds,
  })
  await jobs.define(CONFIRM_QUEUE, { maxAttempts: 5, retryDelaySeconds, expireInSeconds: 120 })

  await jobs.work<{ postId: string }>(POST_QUEUE, async ({ data: { postId } }) => {
    const post = await findPost(db, postId)
    // A hidden post (issue 26) goes to nobody's inbox, as a draft does not; nor does an imported
    // post dated to its first publication elsewhere: it is old news (ADR 0080).
    if (!post || post.status !== 'published' || post.hidden || !post.author_id) return
    if (post.original_date) return
    let after = ''
    for (;;) {
      const recipients = await recipientsAfter(db, post.author_id, after, FANOUT_BATCH)
      if (recipients.length === 0) break
      await queueDeliveries(db, postId, recipients, new Date().toISOString())
      // A run after a crash enqueues again what it finds: the key drops one already waiting,
      // and the delivery's claim makes any other a no-op.
      await Promise.all(
        recipients.map((r) =>
          jobs.enqueue(SEND_QUEUE, { postId, email: r.email }, { key: `${postId}:${r.email}` }),
        ),
      )
      after = recipients.at(-1)?.email ?? after
    }
  })

  await jobs.work<{ postId: string; email: string }>(
    SEND_QUEUE,
    async ({ data: { postId, email }, attempt }) => {
      const claim = await claimDelivery(db, postId, email, leaseSeconds * 1000)
      if (claim.kind === 'settled') return
      if (claim.kind === 'busy') throw new Error('another run is sending this mail')
      const [post, subscription] = await Promise.all([
        findPost(db, postId),
        findSubscription(db, claim.subscriptionId),
      ])
      if (
        !post ||
        post.status !== 'published' ||
        post.hidden ||
        subscription?.state !== 'confirmed'
      ) {
        await settleDelivery(db, postId, email, 'failed', 'unpublished or unsubscribed meanwhile')
        return
      }
      const author = publicName(post.profile_name ?? post.author_name)
      const unsubscribe = unsubscribeUrl(subscription.id)
      const site = await options.siteName()
      const language = mailLanguage(subscription.language, await siteLanguage())
      const mail = renderPostMail(
        {
          id: post.id,
          title: post.title,
          body: post.body,
          bodyHtml: post.body_html,
          image: post.image,
          authorName: author,
        },
        {
          publicUrl,
          site,
          unsubscribeUrl: unsubscribe,
          wholeSite: subscription.author_id === WHOLE_SITE,
          language,
        },
      )
      await pace()
      try {
        await mailer.send({
          to: email,
          ...mail,
          senderName: site,
          messageId: `<${postId}.${subscription.id}@${new URL(publicUrl).hostname}>`,
          headers: {
            'List-Id': listId(
              subscription.author_id === WHOLE_SITE
                ? { wholeSite: true }
                : { authorId: subscription.author_id, authorName: author },
              publicUrl,
              site,
            ),
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        })
      } catch (error) {
        const message = describeError(error)
        if (isPermanentFailure(error)) {
          await settleDelivery(db, postId, email, 'bounced', message)
          await markBounced(db, subscription.id, new Date().toISOString())
          log.warn({ postId, error: message }, 'a subscriber address bounced')
          return
        }
        await settleDelivery(
          db,
          postId,
          email,
          attempt >= SEND_MAX_ATTEMPTS ? 'failed' : 'queued',
          message,
        )
        throw error
      }
      await settleDelivery(db, postId, email, 'sent')
    },
    { concurrency: options.concurrency ?? 4 },
  )

  await jobs.work<{ email: string }>(CONFIRM_QUEUE, async ({ id, data: { email } }) => {
    const claim = await claimConfirmation(
      db,
      email,
      id,
      new Date().toISOString(),
      options.confirmationsPerDomain,
    )
    // Another confirmation reached the mailbox within the hour (another tag, another instance).
    if (claim.kind === 'mailbox-taken') return
    if (claim.kind === 'domain-full') {
      await jobs.enqueue(CONFIRM_QUEUE, { email }, { key: mailboxOf(email), runAt: claim.retryAt })
      return
    }
    const { sentAt } = claim
    const authors = await pendingAuthors(db, email, sentAt)
    if (authors.length === 0) return
    const targets = await Promise.all(
      authors.map(async (authorId) =>
        authorId === WHOLE_SITE
          ? { wholeSite: true as const }
          : { wholeSite: false as const, author: await authorName(db, authorId) },
      ),
    )
    const token = tokens.sign('confirm', JSON.stringify({ email, sentAt }))
    const site = await options.siteName()
    const mail = renderConfirmMail({
      confirmUrl: `${publicUrl}/confirm-subscription?token=${token}`,
      targets,
      site,
      language: mailLanguage(await pendingLanguage(db, email, sentAt), await siteLanguage()),
    })
    await pace()
    try {
      await mailer.send({
        to: email,
        ...mail,
        senderName: site,
        messageId: `<confirm.${id}@${new URL(publicUrl).hostname}>`,
        headers: {},
      })
    } catch (error) {
      // A mailbox that does not exist will not exist on the next try either.
      if (isPermanentFailure(error)) {
        log.warn({ error: describeError(error) }, 'a confirmation bounced')
        return
      }
      throw error
    }
  })

  return {
    async enqueuePostEmails(postId) {
      await jobs.enqueue(POST_QUEUE, { postId }, { key: postId })
    },
    async requestConfirmation(email) {
      const last = await lastConfirmation(db, email)
      const due = last ? Date.parse(last) + CONFIRMATION_EVERY_MS : 0
      await jobs.enqueue(
        CONFIRM_QUEUE,
        { email },
        { key: mailboxOf(email), ...(due > Date.now() ? { runAt: new Date(due) } : {}) },
      )
    },
    unsubscribeUrl,
  }
}
