// Email subscriptions (ADR 0037): one row per (address, author), '' for the whole site. A
// subscription is 'pending' until its address confirms; a confirmation mail covers every
// pending subscription of the address (how often one may go: mail/confirmations.ts).
import { sql } from 'kysely'
import type { Language } from '../../contract/languages'
import type { SubscriptionTarget } from '../../contract/subscriptions'
import type { Db } from '../db/schema'
import { newId } from '../ids'
import { latestAuthorName } from '../posts/post-repository'
import { findProfile } from '../profiles/profile-repository'
import { publicName } from '../profiles/public-name'

/** The whole site, as `author_id` says it. */
export const WHOLE_SITE = ''

/** An author's public name, or undefined for nobody who posted or signed in. */
export async function authorName(db: Db, authorId: string): Promise<string | undefined> {
  const profile = await findProfile(db, authorId)
  if (profile) return publicName(profile.display_name)
  const name = await latestAuthorName(db, authorId)
  return name === undefined ? undefined : publicName(name)
}

export async function describeTarget(db: Db, authorId: string): Promise<SubscriptionTarget> {
  if (authorId === WHOLE_SITE) return { authorId: null, authorName: null }
  return { authorId, authorName: (await authorName(db, authorId)) ?? null }
}

/**
 * Asks for `email` to get `authorId`'s posts: a new row, or an unsubscribed or bounced one made
 * pending again; a pending or confirmed one is left as it is. `language` is the request's, the
 * one its mails will be in (ADR 0077, "Mails"). Answers whether the address has anything waiting
 * for its confirmation.
 */
export async function subscribe(
  db: Db,
  email: string,
  authorId: string,
  at: string,
  language: Language,
) {
  await db
    .insertInto('subscriptions')
    .values({
      id: newId(),
      email,
      author_id: authorId,
      state: 'pending',
      requested_at: at,
      confirmed_at: null,
      updated_at: at,
      language,
    })
    .onConflict((c) =>
      c
        .columns(['email', 'author_id'])
        .doUpdateSet({
          state: 'pending',
          requested_at: at,
          confirmed_at: null,
          updated_at: at,
          language,
        })
        .where('subscriptions.state', 'in', ['unsubscribed', 'bounced']),
    )
    .execute()
  return hasPending(db, email)
}

export async function hasPending(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('email', '=', email)
    .where('state', '=', 'pending')
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/** The authors (and '' for the site) the address waits to confirm, asked for up to `upTo`. */
export function pendingAuthors(db: Db, email: string, upTo: string): Promise<string[]> {
  return authorsIn(db, email, 'pending', upTo)
}

/**
 * The language of the confirmation that covers what the address waits to confirm, asked for up
 * to `upTo`: the newest request's (null: a row from before, the site's).
 */
export async function pendingLanguage(db: Db, email: string, upTo: string) {
  const row = await db
    .selectFrom('subscriptions')
    .select('language')
    .where('email', '=', email)
    .where('state', '=', 'pending')
    .where('requested_at', '<=', upTo)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.language ?? null
}

/** The authors (and '') of the address's subscriptions in `state`, asked for up to `upTo`. */
async function authorsIn(
  db: Db,
  email: string,
  state: 'pending' | 'confirmed',
  upTo: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select('author_id')
    .where('email', '=', email)
    .where('state', '=', state)
    .where('requested_at', '<=', upTo)
    .orderBy('author_id')
    .execute()
  return rows.map((row) => row.author_id)
}

/**
 * Confirms what the mail signed at `sentAt` asked about; answers every author (or '') the
 * address gets by now among those, so a link followed twice says the same.
 */
export async function confirm(db: Db, email: string, sentAt: string, at: string) {
  await db
    .updateTable('subscriptions')
    .set({ state: 'confirmed', confirmed_at: at, updated_at: at })
    .where('email', '=', email)
    .where('state', '=', 'pending')
    .where('requested_at', '<=', sentAt)
    .execute()
  return authorsIn(db, email, 'confirmed', sentAt)
}

export async function findSubscription(db: Db, id: string) {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Stops a subscription (a link, or its owner); answers how many stopped (0: already). */
export async function unsubscribe(db: Db, id: string, at: string, email?: string) {
  let query = db
    .updateTable('subscriptions')
    .set({ state: 'unsubscribed', updated_at: at })
    .where('id', '=', id)
    .where('state', '!=', 'unsubscribed')
  if (email !== undefined) query = query.where('email', '=', email)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function markBounced(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ state: 'bounced', updated_at: at })
    .where('id', '=', id)
    .where('state', '=', 'confirmed')
    .execute()
}

/** An address's subscriptions that still mean something to its owner, newest first. */
export async function subscriptionsOf(db: Db, email: string) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'author_id', 'state', 'requested_at'])
    .where('email', '=', email)
    .where('state', 'in', ['pending', 'confirmed', 'bounced'])
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/** How many confirmed addresses get an author's posts: a count, never who. */
export async function subscriberCount(db: Db, authorId: string): Promise<number> {
  const row = await db
    .selectFrom('subscriptions')
    .select(sql<number | string>`count(*)`.as('count'))
    .where('author_id', '=', authorId)
    .where('state', '=', 'confirmed')
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}
