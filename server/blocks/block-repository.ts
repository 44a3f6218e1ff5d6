// Blocks (issue 26 item 3): who blocks whom, and the one question every write that reaches
// someone asks — does any of these people block the writer?
import type { Db } from '../db/schema'
import { profileField } from '../profiles/profile-repository'

/** Blocks `blockedId`; again changes nothing. Answers false when there is no such person. */
export async function addBlock(
  db: Db,
  blockerId: string,
  blockedId: string,
  at: string,
): Promise<boolean> {
  const person = await db
    .selectFrom('profiles')
    .select('uid')
    .where('uid', '=', blockedId)
    .executeTakeFirst()
  if (!person) return false
  await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
    .onConflict((conflict) => conflict.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute()
  return true
}

export async function removeBlock(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute()
}

/** The people `blockerId` blocks, with their profile now, the latest blocked first. */
export async function blockedBy(db: Db, blockerId: string) {
  return db
    .selectFrom('blocks')
    .select([
      'blocked_id',
      'created_at',
      profileField('display_name', 'blocks.blocked_id').as('name'),
      profileField('photo_url', 'blocks.blocked_id').as('photo'),
      profileField('handle', 'blocks.blocked_id').as('handle'),
    ])
    .where('blocker_id', '=', blockerId)
    .orderBy('created_at', 'desc')
    .orderBy('blocked_id')
    .execute()
}

/** Which of `uids` block `writerId`. */
export async function blockersOf(
  db: Db,
  writerId: string,
  uids: readonly (string | null | undefined)[],
): Promise<Set<string>> {
  const among = uids.filter((uid): uid is string => typeof uid === 'string' && uid !== writerId)
  if (among.length === 0) return new Set()
  const rows = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where('blocked_id', '=', writerId)
    .where('blocker_id', 'in', among)
    .execute()
  return new Set(rows.map((row) => row.blocker_id))
}

/** The uids `viewerId` blocks (whose comments they no longer see). */
export async function blockedIds(db: Db, viewerId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('blocks')
    .select('blocked_id')
    .where('blocker_id', '=', viewerId)
    .execute()
  return new Set(rows.map((row) => row.blocked_id))
}
