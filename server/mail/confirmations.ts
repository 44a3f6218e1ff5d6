// How often a confirmation mail may go (ADR 0037, docs/security.md "Confirmation mails"): once
// an hour to a mailbox, and at most `perDomain` an hour to one domain. Anyone may subscribe any
// address, so without these a stranger could send a mailbox twenty confirmations by tagging it
// (`victim+1@…` … `+20` reach one inbox), or a domain thousands. The mailbox's hour is a row
// of `mail_confirmations` keyed by the mailbox; the domain's is a counter in
// `mail_confirmation_domains` (migration 027); both are claimed in one transaction, so a
// confirmation that finds its domain full takes nothing and waits.
import type { Db } from '../db/schema'

export const CONFIRMATION_EVERY_MS = 3600_000

/** Hosts that ignore dots in the mailbox name (Gmail's rule), as the same mailbox. */
const DOTLESS = new Set(['gmail.com', 'googlemail.com'])

export function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase()
}

/**
 * The mailbox an address reaches: lower case, without its subaddress (RFC 5233's `+tag`), and
 * for Gmail without dots (`v.ictim+x@googlemail.com` is `victim@gmail.com`).
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@')
  let local = email.slice(0, at).toLowerCase()
  let domain = domainOf(email)
  const plus = local.indexOf('+')
  if (plus > 0) local = local.slice(0, plus)
  if (DOTLESS.has(domain)) {
    local = local.replaceAll('.', '')
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}

/** When the address's mailbox was last sent a confirmation (ISO), if ever. */
export async function lastConfirmation(db: Db, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('mail_confirmations')
    .select('sent_at')
    .where('email', '=', mailboxOf(email))
    .executeTakeFirst()
  return row?.sent_at
}

export type ConfirmationClaim =
  /** Send it, with its link signed at this time. */
  | { kind: 'claimed'; sentAt: string }
  /** The mailbox had one within the hour (another tag of it, or another instance's job). */
  | { kind: 'mailbox-taken' }
  /** The domain had its share this hour: try again then. */
  | { kind: 'domain-full'; retryAt: Date }

class DomainFull extends Error {}

/**
 * Takes the hour of the address's mailbox, and a place in its domain's hour, for job `jobId`
 * (a retry of the same job takes its mailbox's hour again; it counts against the domain again,
 * which errs on the side of fewer mails).
 */
export async function claimConfirmation(
  db: Db,
  email: string,
  jobId: string,
  at: string,
  perDomain: number,
): Promise<ConfirmationClaim> {
  const hourAgo = new Date(Date.parse(at) - CONFIRMATION_EVERY_MS).toISOString()
  const domain = domainOf(email)
  try {
    return await db.transaction().execute(async (trx) => {
      const mailbox = await trx
        .insertInto('mail_confirmations')
        .values({ email: mailboxOf(email), sent_at: at, job_id: jobId })
        .onConflict((c) =>
          c
            .column('email')
            .doUpdateSet({ sent_at: at, job_id: jobId })
            .where((w) =>
              w.or([
                w('mail_confirmations.sent_at', '<=', hourAgo),
                w('mail_confirmations.job_id', '=', jobId),
              ]),
            ),
        )
        .executeTakeFirst()
      if (Number(mailbox.numInsertedOrUpdatedRows ?? 0) === 0) {
        return { kind: 'mailbox-taken' } as const
      }
      // A new window when the last began an hour ago; else one more, while there is room.
      const counted = await trx
        .insertInto('mail_confirmation_domains')
        .values({ domain, window_start: at, sent: 1 })
        .onConflict((c) =>
          c
            .column('domain')
            .doUpdateSet((eb) => {
              const expired = eb('mail_confirmation_domains.window_start', '<=', hourAgo)
              return {
                window_start: eb
                  .case()
                  .when(expired)
                  .then(at)
                  .else(eb.ref('mail_confirmation_domains.window_start'))
                  .end(),
                sent: eb
                  .case()
                  .when(expired)
                  .then(1)
                  .else(eb('mail_confirmation_domains.sent', '+', 1))
                  .end(),
              }
            })
            .where((w) =>
              w.or([
                w('mail_confirmation_domains.window_start', '<=', hourAgo),
                w('mail_confirmation_domains.sent', '<', perDomain),
              ]),
            ),
        )
        .executeTakeFirst()
      // The mailbox's hour is given back with the rest of the transaction.
      if (Number(counted.numInsertedOrUpdatedRows ?? 0) === 0) throw new DomainFull()
      return { kind: 'claimed', sentAt: at } as const
    })
  } catch (error) {
    if (!(error instanceof DomainFull)) throw error
    const row = await db
      .selectFrom('mail_confirmation_domains')
      .select('window_start')
      .where('domain', '=', domain)
      .executeTakeFirst()
    const windowStart = Date.parse(row?.window_start ?? at)
    return { kind: 'domain-full', retryAt: new Date(windowStart + CONFIRMATION_EVERY_MS) }
  }
}
