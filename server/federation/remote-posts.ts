// Posts by people on other servers that local people follow (issue 29 item 4, ADR 0050): a
// public Article or Note (not a reply) is kept when it comes in a `Create`, changed by its
// `Update`, and gone with its `Delete`. Only its author's own objects, on its author's own
// server, and only while someone here follows them. Kept as plain text: no markup from another
// server is stored or drawn (note-text.ts), and its image only if it is an https URL.
import { type Article, type Note, PUBLIC_COLLECTION } from '@fedify/fedify'
import type { Db } from '../db/schema'
import { newId } from '../ids'
import { noteText } from './note-text'
import { isWeb } from './remote-actors'

const TITLE_MAX = 300
const SUMMARY_MAX = 1000
const TEXT_MAX = 20_000
/** A post dated further ahead than this is dated when it came: it cannot top the feed for days. */
const FUTURE_SLACK_MS = 5 * 60_000

function isoOf(instant: { toString(): string } | null, fallback: string): string {
  if (!instant) return fallback
  const ms = Date.parse(instant.toString())
  if (!Number.isFinite(ms) || ms > Date.parse(fallback) + FUTURE_SLACK_MS) return fallback
  return new Date(ms).toISOString()
}

/** Whether anyone here follows this actor (pending or accepted: their Accept may come late). */
async function followed(db: Db, actorUri: string): Promise<boolean> {
  return !!(await db
    .selectFrom('remote_follows')
    .select('id')
    .where('actor_uri', '=', actorUri)
    .executeTakeFirst())
}

/** The row an object makes, or null if it is not a post of theirs we keep. */
async function rowOf(object: Article | Note, actorUri: string, at: string) {
  const id = object.id
  if (!id || !isWeb(id) || object.replyTargetId) return null
  const actor = new URL(actorUri)
  if (id.origin !== actor.origin || object.attributionId?.href !== actorUri) return null
  const audience = [...object.toIds, ...object.ccIds].map((uri) => uri.href)
  if (!audience.includes(PUBLIC_COLLECTION.href)) return null
  const link = object.url
  const url = link instanceof URL ? link : (link?.href ?? null)
  const image = await object.getImage().catch(() => null)
  const imageUrl = image?.url instanceof URL ? image.url : null
  return {
    ap_id: id.href,
    actor_uri: actorUri,
    title: noteText(object.name?.toString() ?? '').slice(0, TITLE_MAX),
    summary: noteText(object.summary?.toString() ?? '').slice(0, SUMMARY_MAX),
    content_text: noteText(object.content?.toString() ?? '').slice(0, TEXT_MAX),
    url: (url && isWeb(url) ? url : id).href,
    image: imageUrl?.protocol === 'https:' ? imageUrl.href : '',
    created_at: isoOf(object.published, at),
    updated_at: object.updated ? isoOf(object.updated, at) : null,
    received_at: at,
  }
}

/**
 * A `Create` or `Update` of `object` by `actorUri` (the activity's verified actor): kept, or
 * changed in place. Never changes a post of another actor. Answers whether it was kept.
 */
export async function keepRemotePost(
  db: Db,
  object: Article | Note,
  actorUri: string,
  at: string,
): Promise<boolean> {
  const row = await rowOf(object, actorUri, at)
  if (!row || !(await followed(db, actorUri))) return false
  const result = await db
    .insertInto('remote_posts')
    .values({ id: newId(), ...row })
    .onConflict((conflict) =>
      conflict
        .column('ap_id')
        .doUpdateSet({
          title: row.title,
          summary: row.summary,
          content_text: row.content_text,
          url: row.url,
          image: row.image,
          updated_at: row.updated_at ?? at,
        })
        .where('remote_posts.actor_uri', '=', actorUri),
    )
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** A `Delete` of an object by its author: gone from every feed. Answers whether it was here. */
export async function dropRemotePost(
  db: Db,
  objectUri: string,
  actorUri: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The local readers' likes of it (remote-interactions.ts) go with it.
    await trx
      .deleteFrom('remote_post_likes')
      .where(
        'post_id',
        'in',
        trx
          .selectFrom('remote_posts')
          .select('id')
          .where('ap_id', '=', objectUri)
          .where('actor_uri', '=', actorUri),
      )
      .execute()
    const result = await trx
      .deleteFrom('remote_posts')
      .where('ap_id', '=', objectUri)
      .where('actor_uri', '=', actorUri)
      .executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  })
}
