// Every query on posts. Lists are keyset pages, newest first: (created_at, id) < (cursor) as a
// tuple comparison, which both dialects answer from the (created_at, id) indexes.
import { sql } from 'kysely'
import { FEED_BODY_PREVIEW_MAX } from '../../contract/posts'
import type { Db, NewPostRow, PostRow } from '../db/schema'
import { newestFirstPage } from '../pagination/keyset'
import type { PageRequest } from '../pagination/page'
import type { SummaryRow } from './post-rows'

export async function findPost(db: Db, id: string): Promise<PostRow | undefined> {
  return db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The feed: limit + 1 rows, each carrying only a preview of its body. */
export async function feedPage(db: Db, page: PageRequest): Promise<SummaryRow[]> {
  return newestFirstPage(
    db
      .selectFrom('posts')
      .select([
        'id',
        'title',
        'author_email',
        'author_name',
        'author_id',
        'image',
        'created_at',
        'edited_at',
        sql<string>`substr(body, 1, ${sql.lit(FEED_BODY_PREVIEW_MAX)})`.as('preview'),
        sql<number | string>`length(body)`.as('body_length'),
      ]),
    page,
  ).execute()
}

/** One author's own posts in full: limit + 1 rows. */
export async function authorPage(db: Db, authorId: string, page: PageRequest): Promise<PostRow[]> {
  return newestFirstPage(
    db.selectFrom('posts').selectAll().where('author_id', '=', authorId),
    page,
  ).execute()
}

export async function insertPost(db: Db, row: NewPostRow): Promise<void> {
  await db.insertInto('posts').values(row).execute()
}

export async function updatePost(
  db: Db,
  id: string,
  authorId: string,
  changes: { title: string; body: string; image?: string | undefined; edited_at: string },
): Promise<number> {
  const { image, ...rest } = changes
  const result = await db
    .updateTable('posts')
    .set(image === undefined ? rest : { ...rest, image })
    .where('id', '=', id)
    .where('author_id', '=', authorId)
    // A save that changes nothing leaves the row, its edit date included, as it was.
    .where((eb) =>
      eb.or([
        eb('title', '!=', changes.title),
        eb('body', '!=', changes.body),
        ...(image === undefined ? [] : [eb('image', '!=', image)]),
      ]),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * Deletes a post; its comments and notifications go with it (ON DELETE CASCADE). Answers the
 * number deleted and who had notifications about it, so they can be told their list changed.
 */
export async function deletePost(
  db: Db,
  id: string,
  authorId: string,
): Promise<{ deleted: number; notified: string[] }> {
  return db.transaction().execute(async (trx) => {
    const recipients = await trx
      .selectFrom('notifications')
      .select('recipient_email')
      .distinct()
      .where('post_id', '=', id)
      .execute()
    const result = await trx
      .deleteFrom('posts')
      .where('id', '=', id)
      .where('author_id', '=', authorId)
      .executeTakeFirst()
    const deleted = Number(result.numDeletedRows)
    return { deleted, notified: deleted > 0 ? recipients.map((r) => r.recipient_email) : [] }
  })
}
