// Suspensions (ADR 0043): an account's writes refused and its writing hidden, its reports closed
// in the same transaction.
import { SUSPENSIONS_LISTED_MAX } from '../../contract/moderation'
import { now } from '../clock'
import type { Db } from '../db/schema'
import { profileField } from '../profiles/profile-repository'
import { publicName } from '../profiles/public-name'
import { closeReports } from './report-repository'

/**
 * Suspends an account (its writes refused by the auth plugin, its posts and comments hidden as
 * 'suspended' unless hidden already) or lifts it (what the suspension hid comes back). Open
 * reports of its content are handled as 'suspended'.
 */
export async function setSuspended(
  db: Db,
  uid: string,
  suspend: boolean,
  moderatorId: string,
  reason: string | null = null,
): Promise<{ found: boolean; notified: string[] }> {
  return db.transaction().execute(async (trx) => {
    const person = await trx
      .selectFrom('profiles')
      .select('uid')
      .where('uid', '=', uid)
      .executeTakeFirst()
    if (!person) return { found: false, notified: [] }
    const at = now()
    if (!suspend) {
      await trx.deleteFrom('suspensions').where('uid', '=', uid).execute()
      for (const table of ['posts', 'comments'] as const) {
        const owner = table === 'posts' ? 'author_id' : 'user_id'
        await trx
          .updateTable(table)
          .set({ hidden: null })
          .where(owner, '=', uid)
          .where('hidden', '=', 'suspended')
          .execute()
      }
      return { found: true, notified: [] }
    }
    await trx
      .insertInto('suspensions')
      .values({ uid, suspended_by: moderatorId, created_at: at, reason })
      .onConflict((conflict) => conflict.column('uid').doNothing())
      .execute()
    await trx
      .updateTable('posts')
      .set({ hidden: 'suspended' })
      .where('author_id', '=', uid)
      .where('hidden', 'is', null)
      .execute()
    await trx
      .updateTable('comments')
      .set({ hidden: 'suspended' })
      .where('user_id', '=', uid)
      .where('hidden', 'is', null)
      .execute()
    const posts = await trx.selectFrom('posts').select('id').where('author_id', '=', uid).execute()
    const comments = await trx
      .selectFrom('comments')
      .select('id')
      .where('user_id', '=', uid)
      .execute()
    const notified = await closeReports(
      trx,
      [
        ...posts.map((row) => ({ type: 'post' as const, id: row.id })),
        ...comments.map((row) => ({ type: 'comment' as const, id: row.id })),
      ],
      'suspended',
      moderatorId,
      at,
    )
    return { found: true, notified }
  })
}

/** The suspended accounts, the newest suspension first, with who they are and why. */
export async function listSuspensions(db: Db) {
  const rows = await db
    .selectFrom('suspensions')
    .leftJoin('profiles', 'profiles.uid', 'suspensions.uid')
    .select([
      'suspensions.uid',
      'suspensions.reason',
      'suspensions.created_at',
      'profiles.display_name',
      'profiles.handle',
      profileField('display_name', 'suspensions.suspended_by').as('moderator_name'),
    ])
    .orderBy('suspensions.created_at', 'desc')
    .orderBy('suspensions.uid')
    .limit(SUSPENSIONS_LISTED_MAX)
    .execute()
  return rows.map((row) => ({
    uid: row.uid,
    name: publicName(row.display_name ?? '') || 'An account with no name',
    ...(row.handle ? { handle: row.handle } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    suspendedBy: publicName(row.moderator_name ?? '') || 'a moderator',
    date: row.created_at,
  }))
}

/** Whether the account is suspended now. */
export async function isSuspended(db: Db, uid: string): Promise<boolean> {
  const row = await db
    .selectFrom('suspensions')
    .select('uid')
    .where('uid', '=', uid)
    .executeTakeFirst()
  return row !== undefined
}
