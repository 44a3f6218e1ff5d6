// Where mail goes: an SMTP server through nodemailer (a pool of connections), or, in the
// embedded default, the dev mailbox (the `dev_mail` table, read by GET /api/dev/mail). One
// mail, one recipient. `pace()` keeps this instance to MAIL_PER_SECOND.
import { randomUUID } from 'node:crypto'
import nodemailer from 'nodemailer'
import type { MailConfig } from '../config'
import type { Db } from '../db/schema'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
  /** Stable per (post, address), so a mail client shows a rare resend as the same message. */
  messageId: string
  headers: Record<string, string>
  /** The sender's name, the site's (ADR 0074), unless MAIL_FROM says the whole sender. */
  senderName: string
}

/** The From of a mail: MAIL_FROM as given, or the site's name at the default address. */
export function senderOf(config: Pick<MailConfig, 'from' | 'fromGiven'>, name: string) {
  return config.fromGiven ? config.from : { name, address: config.from }
}

/** A From header as text: a name with anything but words and spaces is quoted (RFC 5322). */
function fromHeader(sender: string | { name: string; address: string }): string {
  if (typeof sender === 'string') return sender
  const name = /^[\p{L}\p{N} ]*$/u.test(sender.name)
    ? sender.name
    : `"${sender.name.replace(/["\\]/g, '\\$&')}"`
  return `${name} <${sender.address}>`
}

export interface Mailer {
  readonly kind: MailConfig['transport']['kind']
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/** The dev mailbox keeps the newest this many. */
const DEV_MAILBOX_KEEP = 500

/** How an SMTP failure is to be taken: 5xx is the address's fault (a bounce), the rest passes. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

export function createMailer(config: MailConfig, db: Db): Mailer {
  const { transport } = config
  if (transport.kind === 'smtp') {
    const smtp = nodemailer.createTransport({
      pool: true,
      url: transport.url,
      maxConnections: 4,
    })
    return {
      kind: 'smtp',
      async send(mail) {
        await smtp.sendMail({
          from: senderOf(config, mail.senderName),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          headers: mail.headers,
        })
      },
      close: () => smtp.close(),
    }
  }
  return {
    kind: transport.kind,
    async send(mail) {
      if (transport.kind === 'none') throw new Error('no SMTP_URL: mail cannot be sent')
      const date = new Date().toISOString()
      const headers = {
        From: fromHeader(senderOf(config, mail.senderName)),
        To: mail.to,
        Subject: mail.subject,
        'Message-ID': mail.messageId,
        Date: new Date(date).toUTCString(),
        ...mail.headers,
      }
      await db
        .insertInto('dev_mail')
        .values({
          id: randomUUID(),
          recipient: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: JSON.stringify(headers),
          date,
        })
        .execute()
      const cutoff = await db
        .selectFrom('dev_mail')
        .select('date')
        .orderBy('date', 'desc')
        .offset(DEV_MAILBOX_KEEP)
        .limit(1)
        .executeTakeFirst()
      if (cutoff) await db.deleteFrom('dev_mail').where('date', '<=', cutoff.date).execute()
    },
    close: () => {},
  }
}

/** Waits for this instance's next sending slot: `perSecond` slots a second, evenly spaced. */
export function pacer(perSecond: number): () => Promise<void> {
  const gapMs = 1000 / perSecond
  let next = 0
  return async () => {
    const now = Date.now()
    const slot = Math.max(now, next)
    next = slot + gapMs
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now))
  }
}
