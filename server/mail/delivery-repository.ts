// One post's mail to one address (ADR 0037). A send job claims its delivery with one
// conditional UPDATE before the SMTP transaction ('sending', with a lease as long as the job's)
// and marks it 'sent' right after, so a job run again — after a restart, a kill -9, a second
// enqueue — finds it sent and sends nothing. The one gap: the SMTP server accepted the message
// and the process died before 'sent' was written; the lease then runs out and it is sent again.
import type { Db } from '../db/schema'
import type { MailDeliveriesTable } from '../db/mail-schema'
import { WHOLE_SITE } from './subscription-repository'

export interface Recipient {
  email: string
  subscriptionId: string
}

/**
 * The next `limit` addresses after `after` that get `authorId`'s posts: their subscription to
 * the author, or else to the whole site — each address once.
 */
export async function recipientsAfter(
  db: Db,
  authorId: string,
  after: string,
  limit: number,
): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select(['id', 'email'])
    .where('state', '=', 'confirmed')
    .where('author_id', 'in', authorId === WHOLE_SITE ? [WHOLE_SITE] : [authorId, WHOLE_SITE])
    .where('email', '>', after)
    .orderBy('email')
    // The author's own subscription first ('' sorts last descending).
    .orderBy('author_id', 'desc')
    .limit(limit)
    .execute()
  const seen = new Set<string>()
  const recipients: Recipient[] = []
  for (const row of rows) {
    if (seen.has(row.email)) continue
    seen.add(row.email)
    recipients.push({ email: row.email, subscriptionId: row.id })
  }
  return recipients
}

/** Records the deliveries a fan-out found (those recorded by an earlier run stay as they are). */
export async function queueDeliveries(db: Db, postId: string, recipients: Recipient[], at: string) {
  if (recipients.length === 0) return
  await db
    .insertInto('mail_deliveries')
    .values(
      recipients.map((r) => ({
        post_id: postId,
        email: r.email,
        subscription_id: r.subscriptionId,
        state: 'queued' as const,
        claimed_until: null,
        last_error: null,
        updated_at: at,
      })),
    )
    .onConflict((c) => c.columns(['post_id', 'email']).doNothing())
    .execute()
}

export type Claim =
  | { kind: 'claimed'; subscriptionId: string; attempts: number }
  /** Sent, bounced or given up: nothing to do. */
  | { kind: 'settled' }
  /** Another run holds it (its lease has not run out). */
  | { kind: 'busy' }

export async function claimDelivery(db: Db, postId: string, email: string, leaseMs: number) {
  const at = new Date()
  const claimed = await db
    .updateTable('mail_deliveries')
    .set((eb) => ({
      state: 'sending',
      claimed_until: new Date(at.getTime() + leaseMs).toISOString(),
      attempts: eb('attempts', '+', 1),
      updated_at: at.toISOString(),
    }))
    .where('post_id', '=', postId)
    .where('email', '=', email)
    .where((w) =>
      w.or([
        w('state', '=', 'queued'),
        w.and([w('state', '=', 'sending'), w('claimed_until', '<', at.toISOString())]),
      ]),
    )
    .returning(['subscription_id', 'attempts'])
    .executeTakeFirst()
  if (claimed) {
    return {
      kind: 'claimed',
      subscriptionId: claimed.subscription_id,
      attempts: claimed.attempts,
    } satisfies Claim
  }
  const row = await db
    .selectFrom('mail_deliveries')
    .select('state')
    .where('post_id', '=', postId)
    .where('email', '=', email)
    .executeTakeFirst()
  return (row?.state === 'sending' ? { kind: 'busy' } : { kind: 'settled' }) satisfies Claim
}

/** Settles a claimed delivery: 'queued' again lets a retry claim it. */
export async function settleDelivery(
  db: Db,
  postId: string,
  email: string,
  state: MailDeliveriesTable['state'],
  error: string | null = null,
) {
  await db
    .updateTable('mail_deliveries')
    .set({ state, claimed_until: null, last_error: error, updated_at: new Date().toISOString() })
    .where('post_id', '=', postId)
    .where('email', '=', email)
    .execute()
}
