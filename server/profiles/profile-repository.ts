// One profile row per user (docs/decisions/0024): written at token exchange and by PUT /profile,
// joined on every read of what they wrote.
import { likenessKey } from '../../contract/handle-likeness'
import { sql } from 'kysely'
import type { Db, ProfileRow } from '../db/schema'

/**
 * A person's name or photo now, from their profile (docs/decisions/0024): a correlated subquery
 * on the profiles' primary key, for any read that shows who wrote, commented or acted.
 * `uid` names the column holding their uid (`posts.author_id`, `comments.user_id`, …).
 */
export function profileField(field: 'display_name' | 'photo_url' | 'handle', uid: string) {
  return sql<
    string | null
  >`(select profiles.${sql.raw(field)} from profiles where profiles.uid = ${sql.ref(uid)})`
}

export async function findProfile(db: Db, uid: string): Promise<ProfileRow | undefined> {
  return db.selectFrom('profiles').selectAll().where('uid', '=', uid).executeTakeFirst()
}

/**
 * Sets a user's name and photo as the identity provider has them, keeping the bio; a row that
 * already says so is left alone, so signing in again changes nothing. `language`, the request's,
 * is kept only when the row is made: the language their mails are in (ADR 0077, "Mails").
 */
export async function syncProfile(
  db: Db,
  profile: { uid: string; displayName: string; photoURL: string; at: string; language: string },
): Promise<void> {
  await db
    .insertInto('profiles')
    .values({
      uid: profile.uid,
      display_name: profile.displayName,
      name_key: likenessKey(profile.displayName),
      photo_url: profile.photoURL,
      updated_at: profile.at,
      language: profile.language,
    })
    .onConflict((conflict) =>
      conflict
        .column('uid')
        .doUpdateSet({
          display_name: profile.displayName,
          name_key: likenessKey(profile.displayName),
          photo_url: profile.photoURL,
          updated_at: profile.at,
        })
        .where((eb) =>
          eb.or([
            eb('profiles.display_name', '!=', profile.displayName),
            eb('profiles.photo_url', '!=', profile.photoURL),
          ]),
        ),
    )
    .execute()
}

/**
 * The user's profile as PUT /profile sets it; without `bio` or `handle`, those stay as they are.
 * A handle someone else holds throws the unique index's violation (db/errors.ts).
 */
export async function saveProfile(
  db: Db,
  profile: {
    uid: string
    displayName: string
    photoURL: string
    bio?: string
    handle?: string | null
    at: string
  },
): Promise<ProfileRow> {
  const values = {
    display_name: profile.displayName,
    name_key: likenessKey(profile.displayName),
    photo_url: profile.photoURL,
    ...(profile.bio === undefined ? {} : { bio: profile.bio }),
    ...(profile.handle === undefined
      ? {}
      : {
          handle: profile.handle,
          handle_key: profile.handle === null ? null : likenessKey(profile.handle),
        }),
    updated_at: profile.at,
  }
  return db
    .insertInto('profiles')
    .values({ uid: profile.uid, ...values })
    .onConflict((conflict) => conflict.column('uid').doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow()
}

/**
 * Whether someone else's handle or name looks like this handle (ADR 0057): a reader could take
 * one for the other. Their handle first: that is the likelier mistake.
 */
export async function lookalikeOf(
  db: Db,
  uid: string,
  handle: string,
): Promise<'taken' | 'handle' | 'name' | null> {
  const key = likenessKey(handle)
  const row = await db
    .selectFrom('profiles')
    .select(['handle', 'handle_key'])
    .where('uid', '!=', uid)
    .where((eb) => eb.or([eb('handle_key', '=', key), eb('name_key', '=', key)]))
    .orderBy(sql`case when handle_key = ${key} then 0 else 1 end`)
    .limit(1)
    .executeTakeFirst()
  if (!row) return null
  // The very handle, taken since the caller looked: a 409 like the unique index's.
  if (row.handle === handle) return 'taken'
  return row.handle_key === key ? 'handle' : 'name'
}

/** The uid of whoever holds a handle (stored lower case), if anyone does. */
export async function uidOfHandle(db: Db, handle: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select('uid')
    .where('handle', '=', handle)
    .executeTakeFirst()
  return row?.uid
}
