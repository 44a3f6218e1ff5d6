// Who here is an ActivityPub actor (ADR 0048): a person with a handle. Asked by the actor and
// its collections, by the inbox (is a Follow's object one of ours?) and by the routes that act
// on other servers (only an actor can follow, like or reply there).
import { remoteFollowMessages } from '../../contract/remote-follows'
import type { Db } from '../db/schema'
import { HttpError } from '../errors'
import { isAuthorId } from '../ids'

/**
 * The profile of a person who is an actor: one with a handle; undefined for anyone else, and for
 * a path segment no account could have (PostgreSQL refuses a NUL in text: the fuzz found
 * `/ap/users/%00/outbox`, a 500 there).
 */
export async function actorProfile(db: Db, uid: string) {
  if (!isAuthorId(uid)) return undefined
  return db
    .selectFrom('profiles')
    .select(['uid', 'handle', 'display_name', 'bio', 'photo_url'])
    .where('uid', '=', uid)
    .where('handle', 'is not', null)
    .executeTakeFirst()
}

/** 409 `handle_required` (on the `handle` field) for someone who is no actor. */
export async function requireActor(db: Db, uid: string): Promise<void> {
  if (await actorProfile(db, uid)) return
  throw new HttpError(409, 'handle_required', remoteFollowMessages.needHandle, {
    handle: remoteFollowMessages.needHandle,
  })
}
