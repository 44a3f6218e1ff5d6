// A reader's reading list: one row per (reader, post), so saving twice is saving once. Only a
// published post the reader may see can be saved (its author's own draft is refused: ADR 0078);
// the list shows only those still visible, newest bookmark first.
import { sql } from 'kysely'
import type { Db } from '../db/schema'
import { newestFirstPage } from '../pagination/keyset'
import type { PageRequest } from '../pagination/page'
import { socialColumns, summaryColumns } from '../posts/post-repository'
import type { SummaryRow } from '../posts/post-rows'

/**
 * `saved` (or already saved); `missing` when there is no such post for this reader; `unpublished`
 * for its author's own draft or scheduled post, which nobody else can read yet.
 */
export async function addBookmark(
  db: Db,
  uid: string,
  postId: string,
  at: string,
): Promise<'saved' | 'missing' | 'unpublished'> {
  // One statement: the post is checked and the row written together, so a post deleted
  // meanwhile is never saved.
  const inserted = await db
    .insertInto('bookmarks')
    .columns(['uid', 'id', 'created_at'])
    .expression(
      db
        .selectFrom('posts')
        .select([
          sql<string>`cast(${uid} as text)`.as('uid'),
          'id',
          sql<string>`cast(${at} as text)`.as('created_at'),
        ])
        .where('id', '=', postId)
        .where('status', '=', 'published')
        .where((eb) => eb.or([eb('hidden', 'is', null), eb('author_id', '=', uid)])),
    )
    .onConflict((conflict) => conflict.columns(['uid', 'id']).doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return 'saved'
  // Saved before, or refused: which, the post says.
  const status = await visibleStatus(db, uid, postId)
  if (status === undefined) return 'missing'
  return status === 'published' ? 'saved' : 'unpublished'
}

/** Taken off the list (or was not on it); false when there is no such post for this reader. */
export async function removeBookmark(db: Db, uid: string, postId: string): Promise<boolean> {
  await db.deleteFrom('bookmarks').where('uid', '=', uid).where('id', '=', postId).execute()
  return (await visibleStatus(db, uid, postId)) !== undefined
}

/** The post's status if `uid` may read it (published and not hidden, or theirs). */
async function visibleStatus(db: Db, uid: string, postId: string) {
  const post = await db
    .selectFrom('posts')
    .select('status')
    .where('id', '=', postId)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'published'), eb('hidden', 'is', null)]),
        eb('author_id', '=', uid),
      ]),
    )
    .executeTakeFirst()
  return post?.status
}

/** A reading-list row: the post as a feed shows it, paged by when it was saved. */
export interface BookmarkRow {
  /** When it was saved, and the post's id: the list's keyset. */
  created_at: string
  id: string
  post: SummaryRow
}

/** One page of `uid`'s reading list, newest bookmark first: limit + 1 rows. */
export async function bookmarkPage(db: Db, uid: string, page: PageRequest): Promise<BookmarkRow[]> {
  const rows = await newestFirstPage(
    db
      .selectFrom('bookmarks')
      .innerJoin('posts', 'posts.id', 'bookmarks.id')
      .select(summaryColumns)
      .select(socialColumns(uid))
      .select(['bookmarks.created_at as saved_at'])
      .where('bookmarks.uid', '=', uid)
      // A post taken back to draft by someone else leaves the list until it is published again.
      .where((eb) =>
        eb.or([
          eb.and([eb('posts.status', '=', 'published'), eb('posts.hidden', 'is', null)]),
          eb('posts.author_id', '=', uid),
        ]),
      ),
    page,
    'bookmarks',
  ).execute()
  return rows.map(({ saved_at, ...post }) => ({ created_at: saved_at, id: post.id, post }))
}

export const bookmarkMessages = {
  unpublished:
    'Only a published post can be saved to a reading list: this one is a draft or scheduled',
} as const
