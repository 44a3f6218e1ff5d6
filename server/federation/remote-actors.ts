// People on other servers (ADR 0049): remembered when they follow, like, share or reply (their
// name and handle for display, their inboxes for delivery), and the local people they follow.
import type { Actor, Recipient } from '@fedify/fedify'
import { sql } from 'kysely'
import type { Db } from '../db/schema'
import { cleanName } from '../profiles/public-name'

/** Only http(s) from other servers: a `javascript:` or `data:` URL is no link of theirs. */
export const isWeb = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:'

/**
 * A URL from another server as we show it: http(s) only, '' for anything else. Kept URLs are
 * checked when kept (rememberActor); this also covers rows kept before that check.
 */
export function shownUrl(url: string | null, fallback = ''): string {
  if (!url) return fallback
  try {
    return isWeb(new URL(url)) ? url : fallback
  } catch {
    return fallback
  }
}

/** `name@server` of an actor: its preferred username (one word, bounded) on its id's host. */
export function remoteHandle(actor: Actor): string {
  const host = actor.id ? actor.id.host : 'unknown'
  const name = cleanName(actor.preferredUsername?.toString() ?? '', 100).replace(/[\s@]+/g, '')
  return `${name || 'someone'}@${host}`
}

/**
 * The name we show for someone on another server, by our own people's name rules (one line of
 * visible text, bounded: no control, bidi or zero-width characters), else their username, else
 * their server.
 */
export function remoteName(actor: Actor): string {
  return (
    cleanName(actor.name?.toString() ?? '') ||
    cleanName(actor.preferredUsername?.toString() ?? '', 100) ||
    (actor.id?.host ?? 'someone')
  )
}

/** Keeps (or refreshes) what we show of a remote actor and where to deliver to them. */
export async function rememberActor(db: Db, actor: Actor, at: string): Promise<void> {
  if (!actor.id || !actor.inboxId) throw new Error('An actor without an id or an inbox')
  const icon = await actor.getIcon().catch(() => null)
  const row = {
    uri: actor.id.href,
    handle: remoteHandle(actor),
    name: remoteName(actor),
    url: (actor.url instanceof URL && isWeb(actor.url) ? actor.url : actor.id).href,
    icon: icon?.url instanceof URL && isWeb(icon.url) ? icon.url.href : '',
    inbox: actor.inboxId.href,
    shared_inbox: actor.endpoints?.sharedInbox?.href ?? null,
    updated_at: at,
  }
  await db
    .insertInto('remote_actors')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('uri').doUpdateSet({
        handle: row.handle,
        name: row.name,
        url: row.url,
        icon: row.icon,
        inbox: row.inbox,
        shared_inbox: row.shared_inbox,
        updated_at: row.updated_at,
      }),
    )
    .execute()
}

export async function addFollower(
  db: Db,
  uid: string,
  actorUri: string,
  followId: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('remote_followers')
    .values({ uid, actor_uri: actorUri, follow_id: followId, created_at: at })
    .onConflict((conflict) =>
      conflict.columns(['uid', 'actor_uri']).doUpdateSet({ follow_id: followId }),
    )
    .execute()
}

export async function removeFollower(db: Db, uid: string, actorUri: string): Promise<void> {
  await db
    .deleteFrom('remote_followers')
    .where('uid', '=', uid)
    .where('actor_uri', '=', actorUri)
    .execute()
}

/** The columns of a remembered actor that a delivery to them needs (recipientOf). */
export const recipientColumns = [
  'remote_actors.uri',
  'remote_actors.inbox',
  'remote_actors.shared_inbox',
] as const

/** A remembered actor as Fedify delivers to them: their inbox, and their server's shared one. */
export function recipientOf(row: {
  uri: string
  inbox: string
  shared_inbox: string | null
}): Recipient {
  return {
    id: new URL(row.uri),
    inboxId: new URL(row.inbox),
    endpoints: row.shared_inbox ? { sharedInbox: new URL(row.shared_inbox) } : null,
  }
}

/** The person's followers on other servers, as Fedify delivers to them. */
export async function followerRecipients(db: Db, uid: string): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('remote_followers')
    .innerJoin('remote_actors', 'remote_actors.uri', 'remote_followers.actor_uri')
    .select(recipientColumns)
    .where('remote_followers.uid', '=', uid)
    .orderBy('remote_followers.created_at')
    .execute()
  return rows.map(recipientOf)
}

export async function followerCount(db: Db, uid: string): Promise<number> {
  const row = await db
    .selectFrom('remote_followers')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('uid', '=', uid)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** How often people on other servers shared (announced) a post. */
export async function shareCount(db: Db, postId: string): Promise<number> {
  const row = await db
    .selectFrom('remote_shares')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('post_id', '=', postId)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}
