// Local people following people on other servers (issue 29 item 4, ADR 0050). A follow is kept
// 'pending' and a signed `Follow` is queued (Fedify delivers it as a job); their server's
// `Accept` makes it 'accepted', a `Reject` drops it. Unfollowing deletes the row and queues an
// `Undo` of the Follow; the last local follower of an actor leaving takes their posts with it.
import { type Actor, type Context, Follow, Undo } from '@fedify/fedify'
import type { RemoteFollow } from '../../contract/remote-follows'
import type { Db } from '../db/schema'
import { newId } from '../ids'
import { recipientColumns, recipientOf, rememberActor, shownUrl } from './remote-actors'

const followUri = (ctx: Context<void>, uid: string, id: string) =>
  new URL(`#follows/${id}`, ctx.getActorUri(uid))

/** `uid`'s follows of people on other servers, each with the person followed. */
const followsOf = (db: Db, uid: string) =>
  db
    .selectFrom('remote_follows')
    .innerJoin('remote_actors', 'remote_actors.uri', 'remote_follows.actor_uri')
    .where('remote_follows.follower_id', '=', uid)

export async function listRemoteFollows(db: Db, uid: string): Promise<RemoteFollow[]> {
  const rows = await followsOf(db, uid)
    .select([
      'remote_follows.id',
      'remote_follows.state',
      'remote_actors.uri',
      'remote_actors.handle',
      'remote_actors.name',
      'remote_actors.icon',
      'remote_actors.url',
    ])
    .orderBy('remote_follows.created_at', 'desc')
    .orderBy('remote_follows.id', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    actorId: row.uri,
    handle: row.handle,
    name: row.name || row.handle,
    icon: shownUrl(row.icon),
    url: shownUrl(row.url, row.uri),
    state: row.state,
  }))
}

/**
 * Follows `actor` as `uid` (again: the follow stands, and the Follow is sent again, which is how
 * a follow their server lost is mended). Answers the follow and whether it is new.
 */
export async function followRemote(
  db: Db,
  ctx: Context<void>,
  uid: string,
  actor: Actor,
  at: string,
): Promise<{ follow: RemoteFollow; created: boolean }> {
  if (!actor.id) throw new Error('An actor without an id')
  await rememberActor(db, actor, at)
  const existing = await db
    .selectFrom('remote_follows')
    .select(['id', 'follow_id', 'state'])
    .where('follower_id', '=', uid)
    .where('actor_uri', '=', actor.id.href)
    .executeTakeFirst()
  const id = existing?.id ?? newId()
  const followId = existing?.follow_id ?? followUri(ctx, uid, id).href
  if (!existing) {
    await db
      .insertInto('remote_follows')
      .values({
        id,
        follower_id: uid,
        actor_uri: actor.id.href,
        follow_id: followId,
        state: 'pending',
        created_at: at,
      })
      .onConflict((conflict) => conflict.columns(['follower_id', 'actor_uri']).doNothing())
      .execute()
  }
  if (existing?.state !== 'accepted') {
    await ctx.sendActivity(
      { identifier: uid },
      actor,
      new Follow({ id: new URL(followId), actor: ctx.getActorUri(uid), object: actor.id }),
    )
  }
  const follow = (await listRemoteFollows(db, uid)).find((row) => row.id === id)
  if (!follow) throw new Error('The follow just written is not there')
  return { follow, created: !existing }
}

/** Stops following; answers how many follows were deleted (0: there was none). */
export async function unfollowRemote(
  db: Db,
  ctx: Context<void>,
  uid: string,
  id: string,
): Promise<number> {
  const row = await followsOf(db, uid)
    .select(['remote_follows.follow_id', ...recipientColumns])
    .where('remote_follows.id', '=', id)
    .executeTakeFirst()
  if (!row) return 0
  const deleted = await db
    .deleteFrom('remote_follows')
    .where('id', '=', id)
    .where('follower_id', '=', uid)
    .executeTakeFirst()
  if (Number(deleted.numDeletedRows) === 0) return 0
  await forgetUnfollowed(db, row.uri)
  const actor = ctx.getActorUri(uid)
  await ctx.sendActivity(
    { identifier: uid },
    recipientOf(row),
    new Undo({
      id: new URL(`#undo-follows/${newId()}`, actor),
      actor,
      object: new Follow({ id: new URL(row.follow_id), actor, object: new URL(row.uri) }),
    }),
  )
  return 1
}

/** An actor nobody here follows any longer: their posts are not kept. */
async function forgetUnfollowed(db: Db, actorUri: string): Promise<void> {
  const still = await db
    .selectFrom('remote_follows')
    .select('id')
    .where('actor_uri', '=', actorUri)
    .executeTakeFirst()
  if (!still) {
    const posts = db.selectFrom('remote_posts').select('id').where('actor_uri', '=', actorUri)
    await db.deleteFrom('remote_post_likes').where('post_id', 'in', posts).execute()
    await db.deleteFrom('remote_posts').where('actor_uri', '=', actorUri).execute()
  }
}

/**
 * Their `Accept` or `Reject` of one of our Follows, by the Follow's id, from the actor followed
 * (no one else can accept for them). Answers whether a follow was changed.
 */
export async function answerFollow(
  db: Db,
  followId: string | undefined,
  actorUri: string,
  accepted: boolean,
): Promise<boolean> {
  if (!followId) return false
  if (accepted) {
    const result = await db
      .updateTable('remote_follows')
      .set({ state: 'accepted' })
      .where('follow_id', '=', followId)
      .where('actor_uri', '=', actorUri)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }
  const result = await db
    .deleteFrom('remote_follows')
    .where('follow_id', '=', followId)
    .where('actor_uri', '=', actorUri)
    .executeTakeFirst()
  const changed = Number(result.numDeletedRows) > 0
  if (changed) await forgetUnfollowed(db, actorUri)
  return changed
}
