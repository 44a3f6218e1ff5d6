// Posts by email's tables (issue 24, ADR 0037), apart from the rest of the schema.
import type { Generated } from 'kysely'

/** An address subscribed to an author's posts ('' : the whole site's) by email (ADR 0037). */
export interface SubscriptionsTable {
  id: string
  /** Lower case. */
  email: string
  /** The author's uid, or '' for every post on the site. */
  author_id: string
  state: 'pending' | 'confirmed' | 'unsubscribed' | 'bounced'
  requested_at: string
  confirmed_at: string | null
  updated_at: string
  /** The language of the request that made it, its mails' (ADR 0077); null: the site's. */
  language: Generated<string | null>
}

/** When a mailbox was last sent a confirmation, and by which job. */
export interface MailConfirmationsTable {
  /** The mailbox: the address without its +tag (server/mail/mailbox.ts). */
  email: string
  sent_at: string
  job_id: string
}

/** How many confirmations went to a domain in its current hour (migration 027). */
export interface MailConfirmationDomainsTable {
  domain: string
  window_start: string
  sent: number
}

/** One post's mail to one address: claimed before the SMTP transaction, 'sent' after it. */
export interface MailDeliveriesTable {
  post_id: string
  email: string
  subscription_id: string
  state: 'queued' | 'sending' | 'sent' | 'bounced' | 'failed'
  claimed_until: string | null
  attempts: Generated<number>
  last_error: string | null
  updated_at: string
}

/** The embedded default's outbox: what the dev mailbox shows. */
export interface DevMailTable {
  id: string
  recipient: string
  subject: string
  text: string
  html: string
  /** JSON: header name → value. */
  headers: string
  date: string
}
